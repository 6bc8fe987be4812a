import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, shoot, signInViaApi } from './fixtures';

/**
 * Issue 35: head office edits a brand's opening template at /openings/templates (1280 px): adds a critical item to a
 * section, saves, and finds it there after a reload; sets a package's starter inventory (adds a product, changes a
 * quantity, saves, reloads); a franchisee is refused the page. The brands and products are made here, so no other
 * spec's openings start from the changed checklist or starter inventory.
 */

const SHOTS = { dir: '.tmp/opening-templates-shots', fitsWidth: true };
const NEW_ITEM = 'Generator tested under load';
const SECTION = 'Permits and clearances';

const templateItem = (page: Page, title: string) => page.locator(`[data-testid="template-item"][data-title="${title}"]`);
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('head office adds a critical item to a brand’s template, saves it and sees it after a reload', async ({ asFranchisor: page }) => {
  const slug = `tpl-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/network/brands', { data: { name: `Kakanin Corner ${slug}`, slug } });
  expect(created.status(), await created.text()).toBe(201);
  const brand = (await created.json()) as { id: string; name: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/openings');
  await page.getByRole('link', { name: 'Opening templates' }).click();
  await expect(page).toHaveURL(/\/openings\/templates/);
  await expect(page.getByRole('heading', { name: 'Opening Templates', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(brand.id);
  await expect(page).toHaveURL(new RegExp(`brand=${brand.id}`));

  // A brand without a template of its own shows the checklist its first opening would copy in, and says when edits apply.
  await expect(page.getByText('Changes apply to openings started after you save')).toBeVisible();
  await expect(page.getByText('This brand has no template of its own yet')).toBeVisible();
  await expect(templateItem(page, 'Barangay clearance')).toBeVisible();

  await page.getByRole('button', { name: `Add item to ${SECTION}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add an item to ${SECTION}` });
  await expect(dialog.getByLabel('Section')).toHaveValue(SECTION);
  await dialog.getByLabel('Title').fill(NEW_ITEM);
  await dialog.getByLabel('Description').fill('Brownouts happen; the freezers must keep running.');
  await dialog.getByLabel('Owner side').selectOption('franchisee');
  await dialog.getByLabel('Kind').selectOption('system');
  // A system item needs its linked step: the contract refuses it here with the server's message.
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByText('Choose the step that completes a system item.')).toBeVisible();
  await dialog.getByLabel('Kind').selectOption('task');
  await dialog.getByLabel('Due, in days from the target date').fill('-7');
  await dialog.getByLabel('Critical').check();
  await expectAccessible(page, { include: '[role="dialog"]' });
  await shoot(page, 'template-item-dialog', SHOTS);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();

  const row = templateItem(page, NEW_ITEM);
  await expect(row).toContainText('Critical');
  await expect(row).toContainText('Franchisee · Task (ticked by its side) · 7 days before the target date');
  await expect(page.getByTestId('template-state')).toContainText('Unsaved changes');
  // The brand cannot be switched while the draft has changes.
  await expect(page.getByLabel('Brand', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  await expect(page.getByTestId('template-state')).toContainText('No unsaved changes');

  await page.reload();
  await expect(templateItem(page, NEW_ITEM)).toContainText('Critical');
  await expect(page.getByText('This brand has no template of its own yet')).toHaveCount(0);
  await expect(page.getByText(/Last saved/)).toBeVisible();
  // The saved item sits at the end of its section, before the next section's first item.
  const section = page.getByRole('list', { name: SECTION });
  await expect(section.getByTestId('template-item').last()).toHaveAttribute('data-title', NEW_ITEM);
  const saved = (await (await page.request.get(`/api/openings/templates/${brand.id}`)).json()) as {
    isDefault: boolean;
    items: { title: string; critical: boolean; dueOffsetDays: number; section: string }[];
  };
  expect(saved.isDefault).toBe(false);
  expect(saved.items.find((i) => i.title === NEW_ITEM)).toMatchObject({ critical: true, dueOffsetDays: -7, section: SECTION });
  await shoot(page, 'template-saved', SHOTS);
});

const starterLine = (page: Page, code: string, product: string) =>
  page
    .getByRole('list', { name: `Starter inventory of package ${code}` })
    .locator(`[data-testid="starter-line"][data-product="${product}"]`);

test('head office sets a package’s starter inventory for a new brand, changes a quantity, saves and sees it after a reload', async ({
  asFranchisor: page,
}) => {
  const slug = `str-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/network/brands', { data: { name: `Lugaw Express ${slug}`, slug } });
  expect(created.status(), await created.text()).toBe(201);
  const brand = (await created.json()) as { id: string; name: string };
  const product = async (name: string, minOrderQty: number, maxOrderQty: number | null) => {
    const res = await page.request.post('/api/catalog/products', {
      data: {
        sku: `${slug}-${name.slice(0, 4)}`.toUpperCase(),
        name: `${name} ${slug}`,
        categoryId: null,
        unit: 'pack',
        pricePesos: 150,
        minOrderQty,
        maxOrderQty,
        brandIds: [brand.id],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { id: string; name: string };
  };
  const rice = await product('Glutinous rice 5 kg', 1, null);
  const ginger = await product('Ginger paste 1 kg', 2, 10);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/openings/templates?brand=${brand.id}`);
  await expect(page.getByRole('heading', { name: 'Starter inventory', level: 2 })).toBeVisible();
  const pkg = page.getByRole('form', { name: 'Starter inventory of package B' });
  await expect(pkg.getByTestId('starter-empty')).toBeVisible();

  await pkg.getByLabel('Add a product to package B').selectOption(rice.id);
  await pkg.getByLabel('Add a product to package B').selectOption(ginger.id);
  await expect(starterLine(page, 'B', ginger.name).getByLabel(`Quantity of ${ginger.name}`)).toHaveValue('2');
  // The brand cannot be switched while a package has unsaved changes.
  await expect(page.getByLabel('Brand', { exact: true })).toBeDisabled();
  // Above the product's maximum order: refused here with the server's words.
  await starterLine(page, 'B', ginger.name).getByLabel(`Quantity of ${ginger.name}`).fill('12');
  await pkg.getByRole('button', { name: 'Save starter inventory of package B' }).click();
  await expect(starterLine(page, 'B', ginger.name)).toContainText('This product is ordered in at most 10.');
  await starterLine(page, 'B', ginger.name).getByLabel(`Quantity of ${ginger.name}`).fill('6');
  await starterLine(page, 'B', rice.name).getByLabel(`Quantity of ${rice.name}`).fill('24');
  await expectAccessible(page);
  await shoot(page, 'starter-inventory-draft', SHOTS);
  await pkg.getByRole('button', { name: 'Save starter inventory of package B' }).click();
  await expect(toast(page, 'Starter inventory saved')).toBeVisible();
  await expect(pkg.getByRole('button', { name: 'Save starter inventory of package B' })).toBeDisabled();
  await expect(page.getByLabel('Brand', { exact: true })).toBeEnabled();

  await page.reload();
  await expect(starterLine(page, 'B', rice.name).getByLabel(`Quantity of ${rice.name}`)).toHaveValue('24');
  await expect(starterLine(page, 'B', ginger.name).getByLabel(`Quantity of ${ginger.name}`)).toHaveValue('6');
  await expect(page.getByRole('form', { name: 'Starter inventory of package A' }).getByTestId('starter-empty')).toBeVisible();

  // Change a quantity, remove a line, save, reload.
  await starterLine(page, 'B', rice.name).getByLabel(`Quantity of ${rice.name}`).fill('30');
  await starterLine(page, 'B', ginger.name)
    .getByRole('button', { name: `Remove ${ginger.name}` })
    .click();
  await pkg.getByRole('button', { name: 'Save starter inventory of package B' }).click();
  await expect(toast(page, 'Starter inventory saved')).toBeVisible();
  await expect(pkg.getByRole('button', { name: 'Save starter inventory of package B' })).toBeDisabled();
  await page.reload();
  await expect(starterLine(page, 'B', rice.name).getByLabel(`Quantity of ${rice.name}`)).toHaveValue('30');
  await expect(starterLine(page, 'B', ginger.name)).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/openings/templates/${brand.id}/starter`)).json()) as {
    packages: { packageCode: string; lines: { productId: string; quantity: number }[] }[];
  };
  expect(saved.packages.find((p) => p.packageCode === 'B')?.lines).toEqual([expect.objectContaining({ productId: rice.id, quantity: 30 })]);
  await shoot(page, 'starter-inventory-saved', SHOTS);
});

test('a franchisee is refused the template page and its API', async ({ page }) => {
  await signInViaApi(page, 'franchisee@demo.com');
  await page.goto('/openings/templates');
  await expect(page).toHaveURL(/\/franchisee-dashboard/);
  await expect(page.getByRole('heading', { name: 'Opening Templates' })).toHaveCount(0);
  const brands = (await (await page.request.get('/api/network/brands')).json()) as { items: { id: string }[] };
  const res = await page.request.get(`/api/openings/templates/${brands.items[0].id}`);
  expect(res.status()).toBe(403);
  expect((await page.request.get(`/api/openings/templates/${brands.items[0].id}/starter`)).status()).toBe(403);
});
