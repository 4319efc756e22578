// The environment of the export that `npm test` and `npm run bench` check. Like production it
// has an analytics measurement id (a placeholder), so the consent flow is the real one: the tag
// is only imported after the visitor accepts, and the checks that nothing leaves the site before
// consent could fail. On this offline machine a request to Google would never get an answer.
export const MEASURED_EXPORT_ENV = { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000' };
