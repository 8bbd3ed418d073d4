/**
 * The area tree the sandbox's hospital profile knows (GetAllAreasTreeView): the seed's cities
 * (mocks/db/catalog.ts) with their districts, district ids numbered after their city's
 * (310100's second district is 310102), so an address picked on screen resolves to names here.
 */
import type { AreaTreeNode } from '@generated/main/model';
import { CITIES } from '../db/catalog.ts';

const districtId = (cityId: number, index: number) => cityId + index + 1;

export function areaTree(): AreaTreeNode[] {
  const provinces = new Map<number, AreaTreeNode>();
  for (const city of CITIES) {
    const province = provinces.get(city.provinceId) ?? { id: city.provinceId, name: city.provinceName, level: 1, children: [] };
    provinces.set(city.provinceId, province);
    province.children.push({
      id: city.cityId,
      name: city.cityName,
      level: 2,
      children: city.districts.map((name, i) => ({ id: districtId(city.cityId, i), name, level: 3, children: [] })),
    });
  }
  return [...provinces.values()];
}

/** Names of a province, city and district that belong together, or undefined. */
export function areaNames(
  provinceId: number,
  cityId: number,
  districtId: number,
): { provinceName: string; cityName: string; districtName: string } | undefined {
  const province = areaTree().find((p) => p.id === provinceId);
  const city = province?.children.find((c) => c.id === cityId);
  const district = city?.children.find((d) => d.id === districtId);
  return province && city && district ? { provinceName: province.name, cityName: city.name, districtName: district.name } : undefined;
}
