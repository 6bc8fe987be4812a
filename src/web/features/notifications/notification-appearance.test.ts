import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../../shared/notifications.contracts';
import { NOTIFICATION_TYPE_APPEARANCE, PRIORITY_APPEARANCE } from './notification-appearance';

describe('notification type appearance', () => {
  it('has an icon, a label and colours for every notification type, and nothing else', () => {
    expect(Object.keys(NOTIFICATION_TYPE_APPEARANCE).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const type of NOTIFICATION_TYPES) {
      const look = NOTIFICATION_TYPE_APPEARANCE[type];
      expect(look.label, type).toMatch(/\S/);
      expect(look.icon, type).toBeTruthy();
      expect(look.iconClass, type).toMatch(/^text-[a-z]+-\d{3}$/);
      expect(look.circleClass, type).toMatch(/^bg-[a-z]+-\d{2,3}$/);
    }
  });

  it('tells the types apart: no two share a colour or a label', () => {
    const looks = Object.values(NOTIFICATION_TYPE_APPEARANCE);
    expect(new Set(looks.map((l) => l.iconClass)).size).toBe(looks.length);
    expect(new Set(looks.map((l) => l.label)).size).toBe(looks.length);
  });
});

describe('priority appearance', () => {
  it('covers low, medium, high and urgent with distinct colours', () => {
    expect(Object.keys(PRIORITY_APPEARANCE)).toEqual([...NOTIFICATION_PRIORITIES]);
    const classes = NOTIFICATION_PRIORITIES.map((p) => PRIORITY_APPEARANCE[p].badgeClass);
    expect(new Set(classes).size).toBe(classes.length);
    expect(NOTIFICATION_PRIORITIES.map((p) => PRIORITY_APPEARANCE[p].label)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
  });
});
