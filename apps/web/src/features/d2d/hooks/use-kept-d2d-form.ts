import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  keepD2dForm,
  storedD2dFormOf,
  type KeptD2DForm,
} from '@/features/d2d/utils/kept-d2d-form.ts';
import { readKeptD2dForm } from '@/features/d2d/utils/read-kept-d2d-form.ts';

/**
 * The Door2Door form kept for this history entry (Back from the vehicle choice, or a reload), or
 * null; and `keep`, which keeps the form for this entry.
 */
export function useKeptD2dForm(): { kept: KeptD2DForm | null; keep: (form: KeptD2DForm) => void } {
  const location = useLocation();
  const [kept] = useState(() => readKeptD2dForm(storedD2dFormOf(location)));
  return { kept, keep: (form) => keepD2dForm(location, form) };
}
