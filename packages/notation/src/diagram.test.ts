import { Position } from '@xq/core';
import { describe, expect, it } from 'vitest';
import { boardSvg } from './diagram';

/** The file labels of one edge of the picture, left to right. */
function labels(svg: string, edge: 'top' | 'bottom'): string[] {
  const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="[\d.]+">([^<]+)<\/text>/g)];
  const ys = texts.map((t) => Number(t[2]));
  const y = edge === 'top' ? Math.min(...ys) : Math.max(...ys);
  return texts
    .filter((t) => Number(t[2]) === y)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((t) => t[3]!);
}

describe('boardSvg file numbers (article 2.1)', () => {
  // 2.1: "Theo quy ước về in ấn, bàn cờ được đặt đứng. Bên dưới là bên Trắng (đi tiên), bên trên là
  // bên Đen (đi hậu). Các đường dọc bên Trắng được đánh số từ 1 đến 9 từ phải qua trái. Các đường
  // dọc bên Đen được đánh số từ 9 tới 1 từ phải qua trái."
  it("print style: Trắng's files 1…9 from the right at the bottom, Đen's 9…1 from the right at the top", () => {
    const svg = boardSvg(Position.initial(), { style: 'print' });
    expect(labels(svg, 'bottom')).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(labels(svg, 'top')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('colour style keeps the Chinese numerals for red, in the same order', () => {
    const svg = boardSvg(Position.initial());
    expect(labels(svg, 'bottom')).toEqual([...'九八七六五四三二一']);
    expect(labels(svg, 'top')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('flipped, each side keeps its numbers, now seen from the other edge', () => {
    const svg = boardSvg(Position.initial(), { style: 'print', flip: true });
    expect(labels(svg, 'top')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(labels(svg, 'bottom')).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });
});
