import { useState } from 'react';
import { usePermissionData } from '../../system/api/use-permission-data';
import {
  type DatePreset,
  type DateRange,
  presetRange,
  rangeProblem,
  todayIn,
} from '../lib/date-range';

/**
 * The date filter of a records page: a preset or a custom range, in the brand's time zone.
 * `onChange` runs on every change (the page goes back to page 1).
 */
export function useDateRange(onChange: () => void, initial: DatePreset = 'last7') {
  const timezone = usePermissionData().brand.timezone;
  const [preset, setPreset] = useState<DatePreset | null>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial, todayIn(timezone)));

  function choosePreset(next: DatePreset) {
    setPreset(next);
    setRange(presetRange(next, todayIn(timezone)));
    onChange();
  }
  function setDay(side: keyof DateRange, day: string) {
    setPreset(null);
    setRange((r) => ({ ...r, [side]: day }));
    onChange();
  }

  return {
    preset,
    range,
    problem: rangeProblem(range),
    today: todayIn(timezone),
    choosePreset,
    setFrom: (day: string) => setDay('from', day),
    setTo: (day: string) => setDay('to', day),
  };
}

export type DateRangeState = ReturnType<typeof useDateRange>;
