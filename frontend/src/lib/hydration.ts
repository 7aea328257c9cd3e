/** The id of the JSON block in which a server-rendered page carries its loader data. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

export const readHydrationData = (): unknown => {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  return text ? JSON.parse(text) : undefined;
};
