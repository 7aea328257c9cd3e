import { describe, expect, it } from 'vitest';
import { changeForm, startForm, type PathLink } from '../../frontend/src/components/form/form-state';

interface Values {
  name: string;
  namePath: string;
  summaryDetail: string;
}

const blank: Values = { name: '', namePath: '', summaryDetail: '' };
const link: PathLink<Values> = { name: 'name', path: 'namePath' };

describe('an admin form as staff type (the catalogue forms’ path proposal)', () => {
  it('proposes the path of a new record from its name, as the name is typed', () => {
    let form = startForm(blank, false);
    form = changeForm(form, 'name', 'Vòng bi', link);
    form = changeForm(form, 'name', 'Vòng bi FAG', link);

    expect(form.values).toEqual({ ...blank, name: 'Vòng bi FAG', namePath: 'vong-bi-fag' });
  });

  it('keeps a path staff typed when the name changes afterwards', () => {
    let form = changeForm(startForm(blank, false), 'name', 'Bản tin', link);
    form = changeForm(form, 'namePath', 'duong-dan-rieng', link);
    form = changeForm(form, 'name', 'Bản tin mới', link);

    expect(form.values).toEqual({ ...blank, name: 'Bản tin mới', namePath: 'duong-dan-rieng' });
  });

  it('hands an emptied path back to the name', () => {
    let form = changeForm(startForm(blank, false), 'namePath', 'duong-dan-rieng', link);
    form = changeForm(form, 'namePath', '', link);
    form = changeForm(form, 'name', 'Gối đỡ vòng bi', link);

    expect(form.values.namePath).toBe('goi-do-vong-bi');
  });

  it('keeps the saved path of a record being edited when it is renamed', () => {
    const saved = { name: 'Vòng bi FAG', namePath: 'vong-bi-fag', summaryDetail: 'Tóm tắt' };
    const form = changeForm(startForm(saved, true), 'name', 'Vòng bi FAG (sửa)', link);

    expect(form.values).toEqual({ ...saved, name: 'Vòng bi FAG (sửa)' });
  });

  it('leaves the path alone in a form without a path link', () => {
    const form = changeForm(startForm(blank, false), 'name', 'Video mới');

    expect(form.values).toEqual({ ...blank, name: 'Video mới' });
  });
});

describe('whether a form has unsaved changes', () => {
  it('has none as it loads', () => {
    expect(startForm(blank, false).dirty).toBe(false);
    expect(startForm(blank, true).dirty).toBe(false);
  });

  it('has some after any change, whichever field it was', () => {
    expect(changeForm(startForm(blank, false), 'summaryDetail', 'Tóm tắt', link).dirty).toBe(true);
    expect(changeForm(startForm(blank, false), 'name', 'Vòng bi', link).dirty).toBe(true);
    expect(changeForm(startForm(blank, true), 'namePath', 'vong-bi', link).dirty).toBe(true);
  });

  it('leaves the values it started from untouched', () => {
    const start = startForm(blank, false);
    changeForm(start, 'name', 'Vòng bi', link);

    expect(start.values).toEqual(blank);
  });
});
