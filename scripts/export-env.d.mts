export declare const MEASURED_EXPORT_ENV: { NEXT_PUBLIC_GA_MEASUREMENT_ID: string };
