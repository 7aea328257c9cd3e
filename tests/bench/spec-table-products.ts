import type { CategoryProduct } from '@vongbi/functions/contract';
import { AVAILABILITY_STATUSES } from '@vongbi/functions/contract/technical-data';
import { STANDARD_DIMENSIONS } from '@vongbi/functions/contract/bearing-dimensions';
import { bearingExecutionOf } from '@vongbi/functions/core/rules/bearing-execution';

// A bearing category of 2,000 products as the category's API answers them, for timing its spec table: every
// size of the standard dimension table in six executions and three brands, in designation order. Load ratings,
// speeds and availability follow the size, and some are missing, as in a catalogue staff fill over time; seals and
// clearance are read from each name as the API does when it builds the answer. Browser-safe: the same products are
// timed in Node and in Chromium.

export const SPEC_TABLE_PRODUCTS = 2_000;

const EXECUTIONS = ['', '-2Z', '-2RSR', '-C3', '-2Z-C3', '-2RSR-C3'];
const BRANDS = ['FAG', 'INA', 'NMB'];

export const specTableProducts = (count = SPEC_TABLE_PRODUCTS, today = '2026-12-02'): CategoryProduct[] =>
  STANDARD_DIMENSIONS.flatMap(([basic, boreMm, outerDiameterMm, widthMm]) =>
    EXECUTIONS.flatMap((execution) =>
      BRANDS.map((brand) => ({ basic, boreMm, outerDiameterMm, widthMm, execution, brand })),
    ),
  )
    .slice(0, count)
    .map(({ basic, boreMm, outerDiameterMm, widthMm, execution, brand }, index) => {
      const name = `Vòng bi ${brand} ${basic}${execution}`;
      const namePath = `vong-bi-${brand}-${basic}${execution}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const load = Math.round(outerDiameterMm * widthMm * 0.012 * 10) / 10;
      return {
        id: index + 1,
        name,
        namePath,
        shortDescription: '',
        image: null,
        outerProductId: 1,
        outerProductName: 'vong-bi',
        brand,
        family: basic.length === 3 ? `${basic.slice(0, 2)}xx` : `${basic.slice(0, -2)}xx`,
        boreMm,
        outerDiameterMm,
        widthMm,
        dynamicLoadKn: index % 7 === 0 ? null : load,
        staticLoadKn: index % 5 === 0 ? null : Math.round(load * 6) / 10,
        limitingSpeedRpm: index % 4 === 0 ? null : Math.round(600_000 / (boreMm + outerDiameterMm)) * 10,
        availability:
          index % 3 === 0
            ? null
            : { status: AVAILABILITY_STATUSES[index % AVAILABILITY_STATUSES.length]!, checkedAt: today },
        ...bearingExecutionOf(name),
      };
    });
