import { ServicePage, serviceMetadata } from '@/components/sections/service-page';
import { getService } from '@/content/services';

const service = getService('consultoria');

export const metadata = serviceMetadata(service);

export default function Page() {
  return <ServicePage service={service} />;
}
