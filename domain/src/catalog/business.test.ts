import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { businessDecider, businessFormSchema, type BusinessEvent } from './business.ts';
import type { SeedBusiness } from './seed/types.ts';

const sample: SeedBusiness = {
  id: 7,
  name: 'Kaiaka Shave Ice',
  category: 'Food & Drink',
  location: 'Haleiwa',
  description: 'Shave ice.',
  image: '/images/businesses/food-drink.svg',
  latitude: '21.593500',
  longitude: '-158.102800',
  phone: '(808) 555-0101',
};
const added: BusinessEvent = { type: 'catalog.BusinessAdded', data: sample };
const { id: _id, ...form } = sample;

describe('a business in the catalog', () => {
  it('is added once', () => {
    deciderSpec(businessDecider).given([]).when({ kind: 'Add', fields: sample }).then([added]);
    deciderSpec(businessDecider)
      .given([added])
      .when({ kind: 'Add', fields: sample })
      .thenThrows('conflict', 'already exists');
  });

  it('records only the fields an edit changes, with their values before', () => {
    deciderSpec(businessDecider)
      .given([added])
      .when({ kind: 'Edit', fields: { ...form, name: 'Kaiaka Shave Ice Co.', phone: '', website: '' } })
      .then([
        {
          type: 'catalog.BusinessEdited',
          data: {
            id: 7,
            changes: { name: 'Kaiaka Shave Ice Co.', phone: '' },
            previous: { name: 'Kaiaka Shave Ice', phone: '(808) 555-0101' },
          },
        },
      ]);
    deciderSpec(businessDecider).given([added]).when({ kind: 'Edit', fields: form }).then([]);
  });

  it('is edited on its latest values and retired once, after which it is not edited', () => {
    const edited: BusinessEvent = {
      type: 'catalog.BusinessEdited',
      data: { id: 7, changes: { name: 'New name' }, previous: { name: 'Kaiaka Shave Ice' } },
    };
    deciderSpec(businessDecider)
      .given([added, edited])
      .when({ kind: 'Edit', fields: { ...form, name: 'New name' } })
      .then([]);
    const retired: BusinessEvent = { type: 'catalog.BusinessRetired', data: { id: 7, reason: 'Sample' } };
    deciderSpec(businessDecider).given([added]).when({ kind: 'Retire', reason: 'Sample' }).then([retired]);
    deciderSpec(businessDecider)
      .given([added, retired])
      .when({ kind: 'Retire', reason: 'x' })
      .thenThrows('conflict');
    deciderSpec(businessDecider)
      .given([added, retired])
      .when({ kind: 'Edit', fields: form })
      .thenThrows('conflict');
    deciderSpec(businessDecider).given([]).when({ kind: 'Retire', reason: 'x' }).thenThrows('not_found');
  });

  it('takes a form with the English required, the Japanese optional, and an image of ours', () => {
    const parsed = businessFormSchema.safeParse({
      ...form,
      latitude: '21.5935',
      image: 'https://x.test/a.png',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['image']);
    const ok = businessFormSchema.parse({ ...form, latitude: 21.5935, phone: undefined });
    expect(ok).toMatchObject({ latitude: '21.593500', phone: '', descriptionJa: '', website: '' });
    const blank = businessFormSchema.safeParse({ ...form, name: ' ', website: 'not a url' });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Please enter a valid website URL',
    ]);
  });
});
