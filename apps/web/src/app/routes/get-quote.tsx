import { SimplePage } from '../../components/ui/simple-page.tsx';

export function Component() {
  return (
    <SimplePage heading="Book a Vehicle">
      Choosing your vehicle, waivers and extras for a quote will be available here.
    </SimplePage>
  );
}
