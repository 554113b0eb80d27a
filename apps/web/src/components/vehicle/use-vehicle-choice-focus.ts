import { useEffect, useRef } from 'react';

/**
 * Where the focus goes when a quote screen switches between choosing a vehicle and the vehicle
 * chosen, in place (no new page): to the "Choose your vehicle" heading when choosing starts, to
 * Change vehicle selection once one is chosen. Without it the focus is left on a button that is
 * gone, i.e. on the page.
 */
export function useVehicleChoiceFocus(choosing: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const wasChoosing = useRef(choosing);

  useEffect(() => {
    if (wasChoosing.current === choosing) return;
    wasChoosing.current = choosing;
    if (choosing) headingRef.current?.focus();
    else changeRef.current?.focus();
  }, [choosing]);

  return { headingRef, changeRef };
}
