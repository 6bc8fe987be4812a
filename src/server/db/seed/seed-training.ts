import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { Storage } from '../../lib/storage';
import {
  authUsers,
  brands,
  locations,
  trainingEnrolments,
  trainingLessons,
  trainingModulePrerequisites,
  trainingModuleProgress,
  trainingModules,
  trainingPrograms,
  trainingQuizAttempts,
  trainingQuizQuestions,
} from '../schema';
import { renderPdf } from '../../lib/pdf/render';
import { TRAINING_FILE_FOLDER } from '../../modules/training/authoring.service';
import { toManilaYmd } from '../../../shared/time';

/**
 * Demo data of the training area (issue 15): one published programme per demo brand with the spec's seven modules
 * (Brand Orientation → … → Certification Quiz), real lesson text (brand-specific where it matters), quizzes, and
 * each module requiring the one before it. franchisee@demo.com has finished Brand Orientation of Siomai Express and
 * started Product Preparation; other franchisees show a finished programme (with a certificate), an overdue learner
 * and one who never opened it, so head office's reports have something to show. With `storage`, the Food Safety
 * module carries a one-page PDF checklist (a document lesson). Deterministic apart from the stored file names.
 */

const DAY = 86_400_000;

interface LessonSeed {
  title: string;
  body: string;
  minutes?: number;
}
interface QuestionSeed {
  prompt: string;
  options: string[];
  correct: number;
}
interface ModuleSeed {
  title: string;
  description: string;
  minutes: number;
  passMark?: number;
  lessons: LessonSeed[];
  questions?: QuestionSeed[];
}

interface BrandTraining {
  /** What the brand sells, in a phrase. */
  menu: string;
  /** The hero product. */
  hero: string;
  /** How the hero product is prepared (Product Preparation lessons). */
  prep: LessonSeed[];
  prepQuestions: QuestionSeed[];
  /** Storage rule for the most sensitive stock. */
  storage: string;
  storageQuestion: QuestionSeed;
}

const BRAND_TRAINING: Record<string, BrandTraining> = {
  'siomai-shop': {
    menu: 'steamed and fried siomai, rice meals and our chili garlic sauce',
    hero: 'pork siomai',
    prep: [
      {
        title: 'Steaming siomai the Siomai Express way',
        body: `## The steamer is the heart of the kiosk

Every order of siomai is steamed in the stainless three-tier steamer supplied with your kit. Fill the base with clean
water up to the marked line and bring it to a **rolling boil before the first batch** – never load siomai into a
steamer that is still heating up, or the wrappers turn soggy.

1. Take frozen siomai from the freezer **in batches of at most 40 pieces** and load them straight into the steamer;
   do not thaw them on the counter.
2. Leave a finger's width between pieces so the steam can move.
3. Steam **pork and Japanese siomai for 15 minutes**, shark's fin siomai for 18 minutes.
4. Check one piece from the middle tier: the filling must be firm and steaming hot all the way through.

Steamed siomai may stay in the warm tier for **at most two hours**. Anything older is discarded and written down in the
waste log – it is never re-steamed.`,
      },
      {
        title: 'Frying, plating and the chili garlic sauce',
        body: `## Fried siomai

Fried siomai are steamed first, then fried at **170 °C for 2 to 3 minutes** until golden. Drain them on the rack for
30 seconds before serving so the paper tray stays dry.

## Plating

- A regular order is **4 pieces**, a rice meal **4 pieces with one cup of rice**.
- Sauce goes in the small cup, never poured over the siomai: customers choose soy-calamansi, chili garlic or both.
- Spoon the chili garlic sauce from the bottom of the jar so every serving gets garlic, not just oil.

The chili garlic sauce comes sealed from the commissary. Once opened, keep the jar covered on the counter for the day
and in the chiller overnight; use it within **seven days** of opening and write the opening date on the lid.`,
      },
    ],
    prepQuestions: [
      {
        prompt: 'How long are pork siomai steamed?',
        options: ['5 minutes', '15 minutes', '30 minutes', 'Until the timer of the rice cooker ends'],
        correct: 1,
      },
      {
        prompt: 'Steamed siomai have been in the warm tier for three hours. What do you do?',
        options: ['Steam them again for 5 minutes', 'Sell them at a discount', 'Discard them and record them in the waste log'],
        correct: 2,
      },
      { prompt: 'How many pieces are in a regular order?', options: ['3', '4', '6', '8'], correct: 1 },
    ],
    storage: 'Frozen siomai are kept at **–18 °C or colder**; a freezer reading above –15 °C is reported to head office the same day.',
    storageQuestion: {
      prompt: 'At what temperature are frozen siomai stored?',
      options: ['4 °C or colder', '–18 °C or colder', 'Room temperature in a closed box'],
      correct: 1,
    },
  },
  'lemon-juice-stand': {
    menu: 'freshly squeezed lemonade, calamansi and fruit coolers',
    hero: 'classic lemonade',
    prep: [
      {
        title: 'Squeezing to order',
        body: `## Fresh means squeezed in front of the customer

Lemon Juice Stand promises drinks **squeezed to order**. Pre-squeezed juice is never sold, even at the busiest hour.

1. Wash lemons and calamansi at opening in the prep basin and let them dry in the perforated crate.
2. Roll each lemon on the board before cutting – it gives up to a third more juice.
3. A 16 oz classic lemonade takes **the juice of two lemons (about 60 ml)**, measured with the jigger.
4. Strain the seeds with the hand strainer straight into the cup.

Cut fruit that is not squeezed within **four hours** is discarded and recorded in the waste log.`,
      },
      {
        title: 'Syrup, ice and the perfect cup',
        body: `## The house syrup

Our syrup is made each morning: **one part sugar to one part hot water**, stirred until clear, cooled and kept in the
labelled dispenser in the chiller. Syrup older than 48 hours is thrown away.

## Building the drink

- Juice first, then **30 ml of syrup** for regular sweetness (20 ml for less sweet, 40 ml for extra sweet).
- Fill the cup with ice to the line, top with cold water and shake for ten seconds with the lid on.
- Garnish with one lemon wheel. Seal the cup before handing it over.

Ice is scooped only with the ice scoop – never with the cup or bare hands.`,
      },
    ],
    prepQuestions: [
      {
        prompt: 'How much lemon juice goes into a 16 oz classic lemonade?',
        options: ['About 20 ml', 'About 60 ml', 'Half the cup'],
        correct: 1,
      },
      {
        prompt: 'What is the ratio of the house syrup?',
        options: ['1 part sugar to 1 part hot water', '1 part sugar to 3 parts cold water', 'Pure sugar'],
        correct: 0,
      },
      {
        prompt: 'How may ice be taken from the ice bin?',
        options: ['With the serving cup', 'With the ice scoop only', 'With clean hands'],
        correct: 1,
      },
    ],
    storage: 'Syrup and cut fruit are kept in the chiller at **1–4 °C**; whole lemons are kept dry, out of direct sun.',
    storageQuestion: {
      prompt: 'At what temperature is the syrup kept?',
      options: ['1–4 °C in the chiller', 'On the counter', '–18 °C in the freezer'],
      correct: 0,
    },
  },
  'coffee-shop': {
    menu: 'Batangas barako coffee, espresso drinks and pastries',
    hero: 'barako brewed coffee',
    prep: [
      {
        title: 'Brewing barako',
        body: `## Kapeng barako, kanto style

Our signature cup is brewed from **100% Batangas barako** roasted for Kape Kanto. Beans are ground fresh for every
batch – ground coffee loses its aroma within 15 minutes.

1. Grind **60 g of beans, medium-coarse**, for one litre of brewed coffee.
2. Water must be just off the boil, **92–96 °C**.
3. Brew in the batch brewer; discard brewed coffee that has been on the warmer for **more than 30 minutes**.

Taste the first cup of every batch. Bitter and flat means the coffee sat too long; sour and thin means the grind is
too coarse.`,
      },
      {
        title: 'Espresso and milk drinks',
        body: `## Pulling a shot

- Dose **18 g** of ground espresso into the double basket, level and tamp firmly once.
- The shot should run **25 to 30 seconds** for about 36 g of espresso.
- Purge the group head before and after each shot.

## Milk

Steam fresh milk to **60–65 °C** – the jug is too hot to hold for more than a second. Never re-steam milk: pour away
what is left and rinse the jug. Wipe and purge the steam wand after every drink.`,
      },
    ],
    prepQuestions: [
      { prompt: 'How long may brewed barako stay on the warmer?', options: ['30 minutes', '2 hours', 'All day'], correct: 0 },
      { prompt: 'How much ground coffee goes into a double espresso?', options: ['7 g', '18 g', '30 g'], correct: 1 },
      { prompt: 'To what temperature is milk steamed?', options: ['40–45 °C', '60–65 °C', '90–95 °C'], correct: 1 },
    ],
    storage:
      'Beans are kept **sealed, in a cool dry cabinet** and used within four weeks of roasting; milk is kept in the chiller at **1–4 °C**.',
    storageQuestion: {
      prompt: 'Where are coffee beans stored?',
      options: ['In the freezer', 'Sealed in a cool, dry cabinet', 'Open on the counter near the grinder'],
      correct: 1,
    },
  },
  'burger-fries': {
    menu: 'smash burgers, fries and shakes',
    hero: 'smash burger',
    prep: [
      {
        title: 'The perfect smash',
        body: `## Smash, don't press

1. Heat the flat-top to **200 °C** and keep it clean and lightly oiled.
2. Place an **80 g ball of beef** on the grill and smash it flat with the press in the first 30 seconds – only once.
3. Season with the house salt-and-pepper mix right after smashing.
4. Flip after about two minutes when the edges are crisp and brown; add cheese immediately.

Patties must reach **71 °C in the centre**. Check one patty per batch with the probe thermometer and write the reading
in the temperature log.`,
      },
      {
        title: 'Fries and shakes',
        body: `## Fries

Fries go from the freezer straight into the basket. Fry at **175 °C for 3 minutes**, shake the basket halfway, drain
and salt in the bin – never over the fryer. Fries are held for **at most 7 minutes**; after that they are discarded.

Filter the fryer oil every evening and change it when it turns dark or smells burnt.

## Shakes

A regular shake is **three scoops of soft-serve base and 120 ml of milk**, blended for 20 seconds. Rinse the blender jar
between flavours so allergens (peanut, cookies) do not mix.`,
      },
    ],
    prepQuestions: [
      { prompt: 'What centre temperature must a patty reach?', options: ['55 °C', '63 °C', '71 °C'], correct: 2 },
      {
        prompt: 'How long may fries be held before they are discarded?',
        options: ['7 minutes', '30 minutes', 'Until closing'],
        correct: 0,
      },
      {
        prompt: 'When is the patty smashed?',
        options: ['Once, in the first 30 seconds', 'Every minute until done', 'After flipping'],
        correct: 0,
      },
    ],
    storage: 'Beef balls are kept in the chiller at **1–4 °C** and used within 24 hours of portioning; fries stay frozen at **–18 °C**.',
    storageQuestion: {
      prompt: 'How long may portioned beef balls be kept in the chiller?',
      options: ['24 hours', 'One week', 'Until they change colour'],
      correct: 0,
    },
  },
};

function modulesFor(brandName: string, b: BrandTraining): ModuleSeed[] {
  return [
    {
      title: 'Brand Orientation',
      description: `Who ${brandName} is, what we promise every customer and how head office supports your store.`,
      minutes: 20,
      passMark: 70,
      lessons: [
        {
          title: `Welcome to ${brandName}`,
          body: `# Welcome to the ${brandName} family

You are now part of a network of franchise stores serving ${b.menu}. This programme takes you from your first day to
running a store that looks, tastes and feels the same as every other ${brandName} – in Makati, Cebu or Davao.

Work through the modules in order: each one unlocks the next. Most lessons take five to ten minutes; the quizzes check
what matters most. At the end you will receive a **certificate of completion** that head office keeps on your file.

If anything is unclear, open a support request from the sidebar – the training team answers within one working day.`,
        },
        {
          title: 'Our promise and values',
          body: `## Three promises to every customer

1. **Fresh, every time.** Our ${b.hero} is prepared the same way in every store, following the recipes in the next
   module.
2. **Fast and friendly.** Orders are served within five minutes, with a greeting and a thank-you.
3. **Clean and safe.** Customers can see our counter; it must always be spotless.

## How head office helps

Head office supplies your stock through FranchiseHub ordering, reviews your daily sales, provides marketing material
and visits your store for quality checks. Your franchise agreement sets out the royalty and marketing fees that fund
this support.`,
        },
        {
          title: 'Your store, your team',
          body: `## The owner's role

As franchisee you are responsible for the store's daily operation: opening and closing on time, staff schedules, cash
handling and keeping the store compliant with the brand standards and the law.

## Uniforms and grooming

Staff wear the ${brandName} cap and apron, closed shoes and no jewellery on the hands. Long hair is tied back. A staff
member with fever, cough or diarrhoea does **not** handle food that day.`,
        },
      ],
      questions: [
        {
          prompt: `What are the three promises ${brandName} makes to every customer?`,
          options: ['Cheap, big and late', 'Fresh every time; fast and friendly; clean and safe', 'Only fresh ingredients on weekends'],
          correct: 1,
        },
        {
          prompt: 'A staff member has diarrhoea. What do they do today?',
          options: ['Work as usual', 'Work but wear gloves', 'Not handle food today'],
          correct: 2,
        },
        {
          prompt: 'Within how many minutes should an order be served?',
          options: ['Five minutes', 'Fifteen minutes', 'Thirty minutes'],
          correct: 0,
        },
      ],
    },
    {
      title: 'Product Preparation',
      description: `How ${brandName}'s menu is prepared, held and served – the same in every store.`,
      minutes: 30,
      passMark: 70,
      lessons: [
        ...b.prep,
        {
          title: 'Holding times and the waste log',
          body: `## Why we log waste

Every item discarded because it passed its holding time, fell or was prepared wrongly is written in the **waste log**
with the time, item, quantity and reason. Head office compares waste with your orders and sales: a store with little
waste and no stock-outs is ordering well.

## Golden rules

- Prepare in small batches matched to the hour's traffic.
- First in, first out: the oldest prepared item is served first.
- When in doubt, throw it out – and log it.`,
        },
      ],
      questions: b.prepQuestions,
    },
    {
      title: 'Sales Reporting',
      description: 'Recording and submitting daily sales in FranchiseHub, and how they feed royalties.',
      minutes: 15,
      lessons: [
        {
          title: 'The daily sales report',
          body: `## Report every day

At closing, count the cash and card slips and enter the day in **Sales → Daily Sales** in FranchiseHub:

- **Gross sales** – the total of every receipt before discounts;
- **Discounts** – senior citizen, PWD and promotional discounts;
- **Net sales** – what remains; FranchiseHub computes it for you;
- **Transactions** – the number of receipts issued.

Submit the report **before the end of the next day**. Head office reviews and approves it; a report sent back comes
with a note explaining what to correct.`,
        },
        {
          title: 'Royalties, fees and targets',
          body: `## How your sales are used

Your approved net sales are the basis of the **monthly royalty and marketing fee**, at the rates in your franchise
agreement. The monthly statement in FranchiseHub shows the computation line by line.

## Targets

Your dashboard compares the month's sales with the store's target. A missing day counts as zero, so a late report
also makes your store look behind. Reports are never estimated: enter the real figures from the POS.`,
        },
      ],
      questions: [
        {
          prompt: 'When must the daily sales report be submitted?',
          options: ['Before the end of the next day', 'Once a month', 'Only when head office asks'],
          correct: 0,
        },
        {
          prompt: 'Royalties are computed from…',
          options: ['Gross sales', 'Approved net sales', 'The number of transactions'],
          correct: 1,
        },
      ],
    },
    {
      title: 'Inventory & Logistics',
      description: 'Ordering from head office, receiving deliveries, storing stock and counting it.',
      minutes: 20,
      lessons: [
        {
          title: 'Ordering through FranchiseHub',
          body: `## Order what you will sell

Place stock orders in **Order Products**. Each product has a minimum (and sometimes a maximum) order quantity; the
cart tells you when a quantity is outside the limits. Large orders are approved by head office before they ship.

Look at last week's sales and your current stock before ordering. Order before your store runs below two days of
stock – deliveries take one to three days depending on your location.`,
        },
        {
          title: 'Receiving and storing deliveries',
          body: `## Check before you sign

When a delivery arrives, count every line against the delivery receipt and check temperatures of chilled and frozen
items. Note any shortage or damage on the receipt before signing, and confirm the receipt in FranchiseHub.

## Storage

${b.storage}

Store new stock **behind** older stock (first in, first out) and keep everything off the floor on shelves or pallets.
Count your stock every Sunday after closing and record it in FranchiseHub.`,
        },
      ],
      questions: [
        b.storageQuestion,
        {
          prompt: 'Where does newly delivered stock go?',
          options: ['In front of older stock', 'Behind older stock', 'On the floor by the door'],
          correct: 1,
        },
      ],
    },
    {
      title: 'Food Safety & Government Compliance',
      description: 'Hygiene, temperatures and the permits every store in the Philippines must keep current.',
      minutes: 25,
      passMark: 80,
      lessons: [
        {
          title: 'Hygiene and temperature control',
          body: `## Hands

Wash hands with soap for **20 seconds** when starting work, after handling money, after using the toilet, after
touching raw food and after taking out the trash.

## The danger zone

Bacteria grow fastest between **5 °C and 60 °C**. Keep cold food cold (1–4 °C) and hot food hot (above 60 °C).
Record chiller and freezer temperatures at opening and closing in the temperature log.

## Cleaning

Clean as you go; sanitise food-contact surfaces every two hours and at closing. Keep chemicals in their labelled
containers, away from food.`,
        },
        {
          title: 'Permits and certificates',
          body: `## What must be valid and on display

- **Mayor's permit / business permit** from your city or municipality, renewed every January;
- **Sanitary permit** from the City or Municipal Health Office;
- **Health certificates** of every food handler, renewed yearly;
- **Fire safety inspection certificate** from the Bureau of Fire Protection;
- **BIR certificate of registration** and registered official receipts or POS.

Upload each permit to **Contract Package → Documents** with its expiry date. FranchiseHub reminds you 30 days before a
document expires; head office reviews every upload.`,
        },
      ],
      questions: [
        { prompt: 'The temperature danger zone is…', options: ['Below 0 °C', 'Between 5 °C and 60 °C', 'Above 75 °C'], correct: 1 },
        {
          prompt: 'Who issues the sanitary permit?',
          options: ['The City or Municipal Health Office', 'The Bureau of Fire Protection', 'Head office'],
          correct: 0,
        },
        { prompt: 'How long do you wash your hands?', options: ['5 seconds', '20 seconds', 'Only when they look dirty'], correct: 1 },
      ],
    },
    {
      title: 'Marketing & Promotion',
      description: 'Using the brand correctly, running approved promotions and local store marketing.',
      minutes: 15,
      lessons: [
        {
          title: 'Using the brand',
          body: `## One brand, one look

Use only the logos, menu boards and photos from **Marketing Assets** in FranchiseHub. Never redraw the logo, change
its colours or make your own menu prices on a poster – prices are set by head office.

Posts on your store's social media pages use the approved templates and photos. Tag the official ${brandName} page so
head office can share your posts.`,
        },
        {
          title: 'Promotions and local store marketing',
          body: `## Network promotions

National promotions are announced in FranchiseHub with their dates and mechanics. Join them fully: a customer who saw
a promo online must get it in every store.

## Your own promotions

Local promotions (school events, barangay fiestas, office bundles) are welcome, but send the plan to head office
through a support request (category *Marketing*) **two weeks ahead** for approval. Discounts are recorded as discounts
in your daily sales report.`,
        },
      ],
    },
    {
      title: 'Certification Quiz',
      description: `The final check before your ${brandName} certificate: questions from every module.`,
      minutes: 15,
      passMark: 80,
      lessons: [
        {
          title: 'How the certification works',
          body: `## Almost there

The certification quiz covers every module of this programme. You need **80%** to pass. You may take it again as
often as you need; only your best score is kept.

When you pass, your certificate of completion is ready to download from the training page – print it and display it
in your store.`,
        },
        {
          title: 'Review before you start',
          body: `## A quick recap

- **Orientation:** fresh, fast and friendly, clean and safe; sick staff do not handle food.
- **Preparation:** follow the recipe and holding times for our ${b.hero}; log all waste.
- **Sales:** report every day before the end of the next day; royalties follow approved net sales.
- **Inventory:** order before you run below two days of stock; first in, first out.
- **Food safety:** keep food out of the 5–60 °C danger zone; keep permits valid and uploaded.
- **Marketing:** only approved assets; local promotions approved two weeks ahead.`,
        },
      ],
      questions: [
        b.prepQuestions[0],
        b.storageQuestion,
        {
          prompt: 'Where do you get logos and menu boards?',
          options: ['Any image search', 'Marketing Assets in FranchiseHub', 'A local print shop'],
          correct: 1,
        },
        {
          prompt: 'A permit expires next month. What should already be in FranchiseHub?',
          options: ['Nothing', 'The permit with its expiry date, under Contract Package → Documents', 'A photo of the store'],
          correct: 1,
        },
        {
          prompt: 'Local promotions need head office approval how far ahead?',
          options: ['Two weeks', 'One day', 'No approval needed'],
          correct: 0,
        },
      ],
    },
  ];
}

async function checklistPdf(brandName: string): Promise<Buffer> {
  return renderPdf({
    info: { title: `${brandName} – Daily Food Safety Checklist` },
    content: [
      { text: `${brandName} – Daily Food Safety Checklist`, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
      {
        ul: [
          'Opening: chiller 1–4 °C, freezer –18 °C or colder recorded in the temperature log',
          'Hand-washing station stocked with soap and paper towels',
          'Food handlers well, in uniform, health certificates valid',
          'Food-contact surfaces sanitised every two hours',
          'Prepared food within its holding time; waste logged',
          'Closing: equipment cleaned, trash out, temperatures recorded',
        ],
      },
      { text: 'Sign and keep this sheet for 30 days.', margin: [0, 16, 0, 0], italics: true },
    ],
  });
}

export async function seedTraining(db: Db, ctx: { now: Date; franchisorId: string; storage?: Storage }): Promise<void> {
  const { now, franchisorId, storage } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const brandRows = await db.select().from(brands).orderBy(brands.name);
  const programs = new Map<string, { id: string; modules: { id: string; lessonIds: string[]; hasQuiz: boolean; answers: number[] }[] }>();

  for (const brand of brandRows) {
    const spec = BRAND_TRAINING[brand.slug];
    if (!spec) continue;
    const [program] = await db
      .insert(trainingPrograms)
      .values({
        brandId: brand.id,
        title: `${brand.name} Franchisee Certification`,
        description: `The ${brand.name} programme every franchisee completes: from the brand's story to running the store, reporting sales, staying compliant and promoting the brand.`,
        status: 'published',
        dueWithinDays: 30,
        publishedAt: ago(60),
        createdBy: franchisorId,
        createdAt: ago(75),
        updatedAt: ago(60),
      })
      .returning({ id: trainingPrograms.id });
    const seeded: { id: string; lessonIds: string[]; hasQuiz: boolean; answers: number[] }[] = [];
    let previous: string | null = null;
    for (const [i, m] of modulesFor(brand.name, spec).entries()) {
      const [row] = await db
        .insert(trainingModules)
        .values({
          programId: program.id,
          position: i + 1,
          title: m.title,
          description: m.description,
          estimatedMinutes: m.minutes,
          passMarkPercent: m.questions?.length ? (m.passMark ?? 70) : null,
        })
        .returning({ id: trainingModules.id });
      const lessonIds: string[] = [];
      for (const [j, l] of m.lessons.entries()) {
        const [lesson] = await db
          .insert(trainingLessons)
          .values({ moduleId: row.id, position: j + 1, title: l.title, kind: 'text', body: l.body, estimatedMinutes: l.minutes ?? 5 })
          .returning({ id: trainingLessons.id });
        lessonIds.push(lesson.id);
      }
      if (m.title.startsWith('Food Safety') && storage) {
        const [doc] = await db
          .insert(trainingLessons)
          .values({
            moduleId: row.id,
            position: m.lessons.length + 1,
            title: 'Daily food safety checklist (PDF)',
            kind: 'document',
            body: 'Download the checklist, print it and fill it in every day. Keep the signed sheets for 30 days.',
            estimatedMinutes: 3,
          })
          .returning({ id: trainingLessons.id });
        const key = `${TRAINING_FILE_FOLDER}/${doc.id}/${randomBytes(8).toString('hex')}.pdf`;
        await storage.put({ visibility: 'private', key }, await checklistPdf(brand.name), { contentType: 'application/pdf' });
        await db
          .update(trainingLessons)
          .set({ fileKey: key, fileName: 'food-safety-checklist.pdf', fileType: 'application/pdf' })
          .where(eq(trainingLessons.id, doc.id));
        lessonIds.push(doc.id);
      }
      if (m.questions?.length) {
        await db.insert(trainingQuizQuestions).values(
          m.questions.map((q, k) => ({
            moduleId: row.id,
            position: k + 1,
            prompt: q.prompt,
            options: q.options,
            correctIndex: q.correct,
          })),
        );
      }
      if (previous) await db.insert(trainingModulePrerequisites).values({ moduleId: row.id, requiredModuleId: previous });
      previous = row.id;
      seeded.push({ id: row.id, lessonIds, hasQuiz: !!m.questions?.length, answers: m.questions?.map((q) => q.correct) ?? [] });
    }
    programs.set(brand.slug, { id: program.id, modules: seeded });
  }

  // ---------------------------------------------------------------- learners' progress
  const owners = await db
    .select({ email: authUsers.email, userId: authUsers.id, brandSlug: brands.slug })
    .from(locations)
    .innerJoin(authUsers, eq(authUsers.id, locations.ownerId))
    .innerJoin(brands, eq(brands.id, locations.brandId));
  const ownerOf = (email: string, slug: string) => owners.find((o) => o.email === email && o.brandSlug === slug)?.userId;

  async function progress(
    userId: string | undefined,
    slug: string,
    opts: { firstSeenDaysAgo: number; completed: number; startedNext?: boolean },
  ) {
    const program = programs.get(slug);
    if (!userId || !program) return;
    const firstSeen = ago(opts.firstSeenDaysAgo);
    const done = program.modules.slice(0, opts.completed);
    let at = firstSeen.getTime();
    for (const m of done) {
      at += DAY / 2;
      const when = new Date(Math.min(at, now.getTime() - DAY));
      await db.insert(trainingModuleProgress).values({
        userId,
        moduleId: m.id,
        lastLessonId: m.lessonIds.at(-1) ?? null,
        completedLessonIds: m.lessonIds,
        quizPassed: m.hasQuiz,
        bestScorePercent: m.hasQuiz ? 100 : null,
        startedAt: when,
        completedAt: when,
        updatedAt: when,
      });
      if (m.hasQuiz)
        await db
          .insert(trainingQuizAttempts)
          .values({ userId, moduleId: m.id, answers: m.answers, scorePercent: 100, passed: true, createdAt: when });
    }
    const next = program.modules[opts.completed];
    if (opts.startedNext && next) {
      await db.insert(trainingModuleProgress).values({
        userId,
        moduleId: next.id,
        lastLessonId: next.lessonIds[0],
        completedLessonIds: [next.lessonIds[0]],
        startedAt: ago(1),
        updatedAt: ago(1),
      });
    }
    const complete = opts.completed >= program.modules.length;
    const completedAt = complete ? new Date(Math.min(at, now.getTime() - DAY)) : null;
    await db.insert(trainingEnrolments).values({
      userId,
      programId: program.id,
      firstSeenAt: firstSeen,
      completedAt,
      certificateNumber: completedAt
        ? `TRN-${toManilaYmd(completedAt).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`
        : null,
    });
  }

  // Maria (franchisee@demo.com): Brand Orientation done, Product Preparation started, well within the due date.
  await progress(ownerOf('franchisee@demo.com', 'siomai-shop'), 'siomai-shop', { firstSeenDaysAgo: 6, completed: 1, startedNext: true });
  await progress(ownerOf('franchisee@demo.com', 'lemon-juice-stand'), 'lemon-juice-stand', { firstSeenDaysAgo: 6, completed: 0 });
  // Jose finished the Siomai Express programme (certificate); Ana is overdue at Burger & Fries; Liza is on track at
  // Kape Kanto while Carlo never opened his (overdue, counted from publication).
  await progress(ownerOf('jose.santos@demo.com', 'siomai-shop'), 'siomai-shop', { firstSeenDaysAgo: 50, completed: 7 });
  await progress(ownerOf('ana.reyes@demo.com', 'burger-fries'), 'burger-fries', { firstSeenDaysAgo: 45, completed: 2, startedNext: true });
  await progress(ownerOf('liza.mendoza@demo.com', 'coffee-shop'), 'coffee-shop', { firstSeenDaysAgo: 10, completed: 3 });
}
