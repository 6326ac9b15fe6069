/** One place's day of a hand-entered 10-day issue with ordinary values; a test changes what it is about. */
export function tenDayReading(municipality: string, date: string, overrides: Record<string, unknown> = {}) {
  return {
    municipality,
    date,
    tempMin: 24,
    tempMax: 31,
    tempMean: 27,
    rainfall: 'near_normal',
    rainfallAmount: null,
    cloudCover: 'CLOUDY',
    humidity: 85,
    windSpeed: 3,
    windDirection: 'SW',
    ...overrides,
  };
}
