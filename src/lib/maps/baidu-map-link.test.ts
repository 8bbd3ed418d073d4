import { describe, expect, it } from 'vitest';
import { baiduMapLink } from './baidu-map-link.ts';

describe('baiduMapLink', () => {
  it('marks the coordinates when both are known, with the address as its content', () => {
    const link = new URL(
      baiduMapLink({ address: '浙江省 杭州市 西湖区 文三路259号', longitude: 120.1345, latitude: 30.2789, title: '美莱医疗美容' }) ?? '',
    );
    expect(`${link.origin}${link.pathname}`).toBe('https://api.map.baidu.com/marker');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      location: '30.2789,120.1345',
      title: '美莱医疗美容',
      content: '浙江省 杭州市 西湖区 文三路259号',
      coord_type: 'bd09ll',
      output: 'html',
    });
  });

  it('searches the address without coordinates, and gives nothing without either', () => {
    const link = new URL(baiduMapLink({ address: ' 杭州市 文三路259号 ', longitude: 120.1, latitude: null }) ?? '');
    expect(`${link.pathname}?address=${link.searchParams.get('address') ?? ''}`).toBe('/geocoder?address=杭州市 文三路259号');
    expect(baiduMapLink({ address: '  ' })).toBeUndefined();
  });
});
