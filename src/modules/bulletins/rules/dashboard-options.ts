/** What the server tells the staff dashboard: places, crops, the months and signals of the latest outlooks. */
export interface DashboardOptions {
  provinces: { psgc: string; name: string }[];
  municipalities: { psgc: string; name: string; provincePsgc: string }[];
  crops: { key: string; name: string }[];
  seasonalMonths: { value: string; label: string }[];
  signals: { value: string; label: string }[];
  activeCyclone: boolean;
}
