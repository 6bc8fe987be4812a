import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, signIn, signUp, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { brands, trainingLessons, trainingModules, trainingPrograms, trainingQuizQuestions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../../shared/constants';
import type { LearnerModule, LearnerOverview, LocationCompletionList } from '../../../shared/training.contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t);
});
afterAll(async () => t?.close());

const SPEC_MODULES = [
  'Brand Orientation',
  'Product Preparation',
  'Sales Reporting',
  'Inventory & Logistics',
  'Food Safety & Government Compliance',
  'Marketing & Promotion',
  'Certification Quiz',
];

async function signInAs(email: string) {
  const res = await signIn(t, email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

describe('demo training seed', () => {
  it('publishes the spec programme for every brand, with lessons, quizzes and a prerequisite chain', async () => {
    const programs = await t.db
      .select({ id: trainingPrograms.id, status: trainingPrograms.status, brand: brands.slug })
      .from(trainingPrograms)
      .innerJoin(brands, eq(brands.id, trainingPrograms.brandId));
    expect(programs.map((p) => p.brand).sort()).toEqual(['burger-fries', 'coffee-shop', 'lemon-juice-stand', 'siomai-shop']);
    for (const p of programs) {
      expect(p.status).toBe('published');
      const modules = await t.db
        .select()
        .from(trainingModules)
        .where(eq(trainingModules.programId, p.id))
        .orderBy(asc(trainingModules.position));
      expect(modules.map((m) => m.title)).toEqual(SPEC_MODULES);
      for (const m of modules) {
        const lessons = await t.db.select().from(trainingLessons).where(eq(trainingLessons.moduleId, m.id));
        expect(lessons.length).toBeGreaterThanOrEqual(2);
        for (const l of lessons.filter((x) => x.kind === 'text')) expect(l.body.length).toBeGreaterThan(200);
      }
      const quizzes = [];
      for (const m of modules) {
        const qs = await t.db.select().from(trainingQuizQuestions).where(eq(trainingQuizQuestions.moduleId, m.id));
        if (qs.length) quizzes.push(m.title);
      }
      expect(quizzes.length).toBeGreaterThanOrEqual(4);
      expect(quizzes).toContain('Certification Quiz');
    }
  });

  it('shows Maria Brand Orientation completed and Product Preparation started', async () => {
    const cookie = await signInAs('franchisee@demo.com');
    const { items } = (await api(t, cookie).get('/api/training')).json() as LearnerOverview;
    const siomai = items.find((p) => p.brandName === 'Siomai Express')!;
    expect(siomai.modules.map((m) => m.state)).toEqual(['completed', 'in_progress', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(siomai.resume?.moduleTitle).toBe('Product Preparation');
    expect(siomai.overdue).toBe(false);
    expect(items.some((p) => p.brandName === 'Lemon Juice Stand')).toBe(true);
    const prep = (await api(t, cookie).get(`/api/training/modules/${siomai.modules[1].id}`)).json() as LearnerModule;
    expect(prep.lessons[0].completed).toBe(true);
    expect(prep.quiz?.questions.length).toBeGreaterThan(0);
  });

  it('stores the food safety checklist as a private PDF lesson and shows reports with a finished and an overdue learner', async () => {
    const jose = await signInAs('jose.santos@demo.com');
    const { items } = (await api(t, jose).get('/api/training')).json() as LearnerOverview;
    const siomai = items.find((p) => p.brandName === 'Siomai Express')!;
    expect(siomai).toMatchObject({ percent: 100, certificateAvailable: true });
    const cert = await api(t, jose).get(`/api/training/programs/${siomai.id}/certificate`);
    expect(cert.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // the food safety module is open to Jose: its checklist is a real PDF
    const food = (await api(t, jose).get(`/api/training/modules/${siomai.modules[4].id}`)).json() as LearnerModule;
    const doc = food.lessons.find((l) => l.kind === 'document')!;
    const file = await api(t, jose).get(`/api/training/lessons/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const hq = await signUp(t, { role: 'franchisor' });
    const report = (await api(t, hq.cookie).get('/api/training/reports/locations?overdue=true&limit=100')).json() as LocationCompletionList;
    const names = report.items.map((r) => r.ownerName);
    expect(names).toContain('Ana Reyes');
    expect(names).toContain('Carlo Garcia');
    expect(names).not.toContain('Maria Franchisee');
  });
});
