import { NotFoundContent } from '@/components/layout/not-found-content';

// Inside the marketing pages the (site) layout already draws the frame. Without this file the
// root one, frame included, would be serialised a second time into every page's RSC payload.
export default function SiteNotFound() {
  return <NotFoundContent />;
}
