/** A calendar-day range in the brand's time zone, both days included. */
export interface DayRange {
  from: string;
  to: string;
  timezone: string;
}
