/**
 * Links that open an address in Baidu Maps (its URI API, a plain https page: no script, no key).
 * The client does not embed Baidu's JavaScript map: the Content-Security-Policy runs scripts only
 * from the app itself (README "Security"), and loosening `script-src` for a third party would let
 * that party run code beside the session token. A link needs no CSP change; the desktop shell
 * opens it in the system browser (its allowed external origins include BAIDU_MAP_ORIGIN).
 */
export const BAIDU_MAP_ORIGIN = 'https://api.map.baidu.com';

/** The `src` Baidu's URI API asks every caller to name itself with. */
const SOURCE = 'webapp.hospital.staff-client';

export interface MapPlace {
  /** Region and street address, most general first (`浙江省 杭州市 西湖区 文三路 259 号`). */
  address: string;
  /** Baidu (BD-09) coordinates, when known. */
  longitude?: number | null;
  latitude?: number | null;
  /** The marker's title (the hospital's name). */
  title?: string;
}

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A marker at the coordinates when both are known, else a geocoded search of the address; undefined without either. */
export function baiduMapLink(place: MapPlace): string | undefined {
  const address = place.address.trim();
  if (known(place.longitude) && known(place.latitude)) {
    const query = new URLSearchParams({
      location: `${place.latitude},${place.longitude}`,
      title: place.title?.trim() || address || `${place.latitude},${place.longitude}`,
      content: address,
      coord_type: 'bd09ll',
      output: 'html',
      src: SOURCE,
    });
    return `${BAIDU_MAP_ORIGIN}/marker?${query.toString()}`;
  }
  if (!address) return undefined;
  return `${BAIDU_MAP_ORIGIN}/geocoder?${new URLSearchParams({ address, output: 'html', src: SOURCE }).toString()}`;
}
