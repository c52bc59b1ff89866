/** An external map centred on the clinic (Yandex Maps: `pt` and `ll` are longitude,latitude). */
export function mapLink({ lat, lon }: { lat: number; lon: number }): string {
  const point = `${lon},${lat}`;
  return `https://yandex.kz/maps/?ll=${point}&pt=${point},pm2rdm&z=17`;
}
