import { ServicePage, serviceMetadata } from '@/components/sections/service-page';
import { getService } from '@/content/services';

const service = getService('analisis');

export const metadata = serviceMetadata(service);

export default function Page() {
  return <ServicePage service={service} />;
}
