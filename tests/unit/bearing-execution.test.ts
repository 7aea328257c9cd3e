import { describe, expect, it } from 'vitest';
import { bearingExecutionOf } from '@vongbi/functions/core/rules/bearing-execution';

describe('what a bearing’s name says of its seals and clearance', () => {
  it('reads contact seals and a clearance group from the designation', () => {
    expect(bearingExecutionOf('Vòng bi cầu FAG 6205-2RSR-C3')).toEqual({ seals: '2 phớt cao su', clearance: 'C3' });
  });

  it('reads every maker’s spelling of a seal or shield as one', () => {
    expect(bearingExecutionOf('Vòng bi NSK 6206DDU').seals).toBe('2 phớt cao su');
    expect(bearingExecutionOf('Vòng bi NTN 6206LLU').seals).toBe('2 phớt cao su');
    expect(bearingExecutionOf('Vòng bi FAG 6206-2Z').seals).toBe('2 nắp chắn');
    expect(bearingExecutionOf('Vòng bi NSK 6206 ZZ C4')).toEqual({ seals: '2 nắp chắn', clearance: 'C4' });
    expect(bearingExecutionOf('Vòng bi FAG 6206-RSR').seals).toBe('1 phớt cao su');
    expect(bearingExecutionOf('Vòng bi NTN 6206LLB').seals).toBe('2 phớt không tiếp xúc');
  });

  it('says CN only when the name writes it, since makers leave normal clearance unmarked', () => {
    expect(bearingExecutionOf('Vòng bi NSK 6206DDU CN').clearance).toBe('CN');
    expect(bearingExecutionOf('Vòng bi FAG 6206-2Z').clearance).toBeNull();
  });

  it('says nothing of an open bearing’s seals, nor of a product without a designation', () => {
    expect(bearingExecutionOf('Vòng bi đũa FAG NU206-E-XL-TVP2')).toEqual({ seals: null, clearance: null });
    expect(bearingExecutionOf('Mỡ bôi trơn Berulub FR 43 400 g')).toEqual({ seals: null, clearance: null });
  });
});
