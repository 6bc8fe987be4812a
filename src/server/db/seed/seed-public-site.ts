import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import { appMeta, blogPosts, brandMicrosites, brandPackages, brands, locations, siteTestimonials, userProfiles } from '../schema';
import type { Storage } from '../../lib/storage';
import { readMinutes, type BlogCategory, type BlogPostStatus } from '../../../shared/blog.contracts';
import type { PackageCode } from '../../../shared/packages';
import type { Benefit, Faq } from '../../../shared/site.contracts';

/**
 * The public site's demo content (issue 16): the four demo brands' microsites and package prices, home page
 * testimonials and blog posts. Runs on the first seed and again on every later start: the first run of a database
 * writes what is missing (nothing head office already wrote is touched) and leaves a marker, so a testimonial or post
 * head office deleted is not brought back on the next start.
 */
const MARKER = 'public_site_seeded_at';
const DAY = 86_400_000;
const pesos = (n: number) => n * 100;

interface Microsite {
  heroTitle: string;
  heroText: string;
  story: string;
  benefits: Benefit[];
  faqs: Faq[];
  packages: Partial<Record<PackageCode, number>>;
}

const MICROSITES: Record<string, Microsite> = {
  'siomai-shop': {
    heroTitle: 'Own a Siomai Express stall and serve the snack Filipinos line up for',
    heroText:
      'Steamed and fried siomai, rice meals and our own chili garlic sauce, from a cart in a mall corridor to a full in-line store. Low start-up cost, quick payback, and a menu your customers already know.',
    story: [
      'Siomai Express began in 2014 as a single steamer cart outside an LRT station in Pasay. Our founders, a husband-and-wife team from Binondo, wanted to sell the pork and shrimp siomai they grew up with at a price commuters could afford every day. The cart sold out before lunch for three weeks straight.',
      'Within two years the cart became a network of kiosks in Makati, Quezon City and Caloocan. We built a central commissary in Valenzuela so every piece of siomai is wrapped the same way, frozen the same day and delivered to stores twice a week, and we cooked our chili garlic sauce in big enough batches to bottle it for take-home.',
      'Today Siomai Express franchisees run carts, kiosks and small dine-in stores across Metro Manila and the provinces. Most of them are first-time business owners: OFW returnees, teachers, young couples. Our job is to make their first store simple to open and steady to run, with training, supply and marketing from head office.',
    ].join('\n\n'),
    benefits: [
      {
        title: 'Proven best-seller',
        text: 'Siomai and rice meals sell from breakfast to late-night snacks, in malls, terminals, schools and office districts.',
      },
      {
        title: 'Commissary supply',
        text: 'Frozen siomai, wrappers and sauces come from our Valenzuela commissary twice a week, priced in your franchisee portal.',
      },
      {
        title: 'Small space, fast payback',
        text: 'A cart needs about 3 square metres and two staff; most cart franchisees recover their investment within 8 to 12 months.',
      },
      {
        title: 'Training and opening support',
        text: 'Five days of store training for you and your staff, plus a head-office team on site for your opening weekend.',
      },
    ],
    faqs: [
      {
        question: 'How much do I need to start?',
        answer:
          'Package A (food cart) starts at ₱50,000 including the franchise fee, cart, starter inventory and training. Packages B and C add a kiosk or an in-line store.',
      },
      {
        question: 'Do I need food business experience?',
        answer:
          'No. Most of our franchisees start without it. Our training covers steaming and frying, food safety, cash handling and ordering supplies.',
      },
      {
        question: 'Where do I get my supplies?',
        answer:
          'You order frozen siomai, sauces and packaging through the FranchiseHub portal; deliveries come from our commissary on fixed days each week.',
      },
      {
        question: 'Can I choose my own location?',
        answer:
          'Yes. You propose a site and our team checks foot traffic, rent and nearby stores before we approve it; we can also suggest available sites.',
      },
      {
        question: 'How long before I can open?',
        answer: 'Usually four to eight weeks from signing: two to three weeks for a cart, longer for a kiosk or store that needs fit-out.',
      },
    ],
    packages: { A: pesos(50_000), B: pesos(120_000), C: pesos(250_000) },
  },
  'lemon-juice-stand': {
    heroTitle: 'Squeeze your way into business with Lemon Juice Stand',
    heroText:
      'Fresh lemonade and fruit coolers made to order in a bright kiosk. A compact, low-waste business that sells all day in the Philippine heat.',
    story: [
      'Lemon Juice Stand started in a Cebu City mall in 2017, when our founder noticed that shoppers would walk past three milk tea shops to find something cold and fresh. She set up a kiosk with a hand press, a bag of Batangas lemons and honey syrup, and the lines did the rest.',
      'We kept the menu short on purpose: classic lemonade, calamansi, lemon-cucumber and a few seasonal fruit coolers. Short menus mean faster service, less waste and simpler training, and they let our franchisees serve a cup in under a minute at peak hours.',
      'Our kiosks now run in malls, transport terminals and school districts from Taguig to Cebu. Every franchisee gets the same fruit sourcing, syrup recipes and kiosk design, so a customer in BGC gets the same cup as one in Mandaue.',
    ].join('\n\n'),
    benefits: [
      {
        title: 'Low start-up cost',
        text: 'A complete kiosk with juicer, chiller and starter stock from ₱45,000, one of the lowest entry points in the network.',
      },
      { title: 'Simple to run', text: 'A short menu and pre-measured syrups: new staff are ready to serve after two days of training.' },
      {
        title: 'Year-round demand',
        text: 'Cold, fresh drinks sell through the dry season and the rainy season alike, especially near schools and terminals.',
      },
      {
        title: 'Fresh fruit supply',
        text: 'Lemons and calamansi are sourced by head office from partner farms and delivered with your weekly order.',
      },
    ],
    faqs: [
      {
        question: 'Which packages are available?',
        answer:
          'Lemon Juice Stand is offered as Package A (kiosk) and Package B (kiosk with seating counter). Larger formats are not offered for this brand.',
      },
      {
        question: 'How much space do I need?',
        answer: 'A standard kiosk needs about 2 by 2 metres with a power outlet and access to water nearby.',
      },
      {
        question: 'How do you keep the fruit fresh?',
        answer:
          'Fruit is delivered weekly and kept in the kiosk chiller; our ordering guide helps you order to your sales so little goes to waste.',
      },
      {
        question: 'Can I add my own drinks to the menu?',
        answer:
          'The core menu is the same in every store, but head office introduces seasonal coolers several times a year and franchisees are welcome to suggest new ones.',
      },
      {
        question: 'What are the royalties?',
        answer:
          'A monthly royalty and marketing fee are based on your gross sales; the exact rates are in the franchise agreement you receive before signing.',
      },
    ],
    packages: { A: pesos(45_000), B: pesos(95_000) },
  },
  'coffee-shop': {
    heroTitle: 'Brew Batangas barako with Kape Kanto Coffee',
    heroText:
      'A neighbourhood coffee shop built on strong local barako, espresso drinks and freshly baked pastries. For franchisees who want a real café, not just a counter.',
    story: [
      'Kape Kanto opened its first shop in Ortigas in 2016 on a simple idea: Filipino coffee deserves the same care as imported beans. We roast Batangas barako and Benguet arabica in small batches and serve them as brewed coffee, espresso drinks and our signature kapeng barako latte.',
      'The name comes from the kanto, the street corner where neighbours meet. Our shops are made for staying: good Wi-Fi, long tables for students and freelancers, and pastries baked every morning from our own recipes, from ensaymada to ube cheese pandesal.',
      'Kape Kanto franchisees run counters in office buildings and full cafés in Pasig, Davao and beyond. We support them with roasting and supply from head office, barista training, and a shop design that feels local wherever it opens.',
    ].join('\n\n'),
    benefits: [
      {
        title: 'Local coffee, loyal customers',
        text: 'Barako and Benguet beans roasted by head office give your shop a taste chains cannot copy, and regulars who come back daily.',
      },
      {
        title: 'Barista training',
        text: 'Two weeks of barista and shop-management training for you and your team, with refresher sessions every quarter.',
      },
      { title: 'Higher average ticket', text: 'Coffee with pastries or a rice bowl means a higher spend per customer than a snack kiosk.' },
      {
        title: 'Full shop design',
        text: 'Our design team plans your layout, furniture and signage and supervises the fit-out with your contractor.',
      },
    ],
    faqs: [
      {
        question: 'Which packages are available for Kape Kanto?',
        answer:
          'Package B (counter in an office or mall), Package C (café with seating) and Package D (flagship or multi-unit). A cart format is not offered.',
      },
      {
        question: 'Do I need to know how to make coffee?',
        answer:
          'No. Every franchisee and barista goes through our training programme before the shop opens, and our operations team visits in the first weeks.',
      },
      {
        question: 'Where do the beans and pastries come from?',
        answer:
          'Beans are roasted by head office and delivered weekly; pastries are baked in the shop from our pre-mixes or delivered from a partner bakery, depending on the format.',
      },
      {
        question: 'How big should the space be?',
        answer: 'A counter needs about 10 square metres; a café with seating 40 to 80 square metres.',
      },
      {
        question: 'How long does it take to open a café?',
        answer: 'Usually two to three months from signing, most of it for the fit-out and permits.',
      },
    ],
    packages: { B: pesos(180_000), C: pesos(350_000), D: pesos(750_000) },
  },
  'burger-fries': {
    heroTitle: 'Flip smash burgers with Burger & Fries Co.',
    heroText:
      'Smash burgers, hand-cut fries and thick shakes from a kitchen designed for speed. Four formats, from a takeout kiosk to a full dine-in store.',
    story: [
      'Burger & Fries Co. started as a weekend stall at a Muntinlupa food park in 2018. Our smash burgers, pressed thin on a hot griddle for crispy edges, became the stall people queued for, and the stall became our first store in Alabang.',
      'We built the menu around a few things done well: fresh beef patties, potato buns, fries cut and double-fried in the store, and shakes made with real ice cream. The kitchen layout and prep system let a team of three serve a burger in under five minutes at lunch rush.',
      'Today our franchisees run kiosks, takeout counters and dine-in stores from Metro Manila to Iloilo. Every store gets the same patties and buns from our suppliers, the same griddle training, and marketing that keeps the brand in front of young, hungry customers.',
    ].join('\n\n'),
    benefits: [
      {
        title: 'Crave-worthy menu',
        text: 'Smash burgers, fries and shakes appeal to students, families and office crowds alike, at lunch, merienda and dinner.',
      },
      { title: 'Four formats', text: 'Start with a kiosk or go straight to a dine-in store; every package can be upgraded later.' },
      {
        title: 'Kitchen system',
        text: 'Our griddle, fryer and prep layout is tested for speed and consistency; training covers every station.',
      },
      {
        title: 'Marketing support',
        text: 'Launch promotions, social media content and delivery-app set-up from head office for your opening.',
      },
    ],
    faqs: [
      {
        question: 'Which package should I choose?',
        answer:
          'Package A is a takeout kiosk, B a counter with a small kitchen, C a dine-in store and D a flagship or several stores. Our team helps you match the package to your site.',
      },
      {
        question: 'Are the patties made in the store?',
        answer: 'Patties come pre-portioned from our accredited meat supplier; they are smashed and cooked to order in your store.',
      },
      {
        question: 'Do you help with delivery apps?',
        answer: 'Yes. We set up your store on the major delivery apps and include delivery packaging in your starter inventory.',
      },
      {
        question: 'How many staff do I need?',
        answer: 'A kiosk runs with two to three staff per shift; a dine-in store with five to eight.',
      },
      {
        question: 'Can I upgrade my package later?',
        answer:
          'Yes. Franchisees can request an upgrade from the franchisee portal; the price difference and new inclusions are set out in an addendum.',
      },
    ],
    packages: { A: pesos(65_000), B: pesos(150_000), C: pesos(300_000), D: pesos(600_000) },
  },
};

/** Each demo brand's packages and prices by brand slug (brand_packages): the contract seed signs only what a brand sells. */
export const DEMO_BRAND_PACKAGES: Record<string, Partial<Record<PackageCode, number>>> = Object.fromEntries(
  Object.entries(MICROSITES).map(([slug, m]) => [slug, m.packages]),
);

const TESTIMONIALS: { authorName: string; authorTitle: string; quote: string; brand: string | null }[] = [
  {
    authorName: 'Rowena Dizon',
    authorTitle: 'Franchisee, Siomai Express – Makati',
    quote:
      'I came home after eight years in Dubai with savings and no business experience. Siomai Express trained my staff and me, and my cart paid for itself in ten months. Now I run two.',
    brand: 'siomai-shop',
  },
  {
    authorName: 'Paolo Villanueva',
    authorTitle: 'Franchisee, Kape Kanto Coffee – Pasig',
    quote:
      'What sold me was the coffee itself: barako people actually come back for. Head office handled the shop design and the barista training, so I could focus on my regulars.',
    brand: 'coffee-shop',
  },
  {
    authorName: 'Grace Tan',
    authorTitle: 'Franchisee, Lemon Juice Stand – Taguig',
    quote:
      'The kiosk is small and the menu is simple, which is exactly why it works. Ordering fruit through the portal takes me five minutes a week.',
    brand: 'lemon-juice-stand',
  },
  {
    authorName: 'Mark Anthony Reyes',
    authorTitle: 'Franchisee, Burger & Fries Co. – Alabang',
    quote:
      'We opened with a kiosk and upgraded to a dine-in store after a year. The support on opening weekend, with head office staff on the griddle beside us, made all the difference.',
    brand: 'burger-fries',
  },
  {
    authorName: 'Liza Mendoza',
    authorTitle: 'Multi-unit franchisee, Cebu',
    quote:
      'Running stores of two brands from one portal, with one set of reports and one supply order, saves me hours every week. It feels like one business, not five.',
    brand: null,
  },
  {
    authorName: 'Jerome Bautista',
    authorTitle: 'Franchisee, Siomai Express – Quezon City',
    quote:
      'I compared six food cart franchises before signing. FranchiseHub was the only one that showed me real numbers, real stores and a clear contract from day one.',
    brand: 'siomai-shop',
  },
];

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  featured: boolean;
  status: BlogPostStatus;
  /** Days from now it was (negative) or will be (positive) published; null for a draft. */
  publishedDays: number | null;
  body: string;
}

const POSTS: SeedPost[] = [
  {
    slug: 'choosing-your-first-food-franchise',
    title: 'Choosing your first food franchise: 7 questions to ask',
    excerpt:
      'Before you sign, ask these seven questions about costs, support, supply and location. They separate a good franchise from an expensive lesson.',
    category: 'Franchising Tips',
    tags: ['getting started', 'investment', 'checklist'],
    featured: true,
    status: 'published',
    publishedDays: -21,
    body: `Buying a franchise is buying a system: a brand customers recognise, a menu that sells, and a team that helps you run it. Before you sign anything, ask these seven questions.

## 1. What is the total investment?

The franchise fee is only part of it. Ask for the **full start-up cost**: fee, equipment, fit-out, starter inventory, permits and working capital for the first three months. A good franchisor gives you a written breakdown.

## 2. What are the ongoing fees?

Most franchises charge a monthly royalty and a marketing fee based on gross sales. Ask how they are computed, when they are due and what the marketing fee pays for.

## 3. Where do supplies come from?

- Is there a commissary or accredited supplier?
- How often are deliveries, and what is the minimum order?
- Can you see the current supply price list?

## 4. What training do you get?

Find out how many days, for how many people, and whether the franchisor sends a team for your opening.

## 5. Can you talk to existing franchisees?

Ask for two or three names and call them. Ask what surprised them in the first six months.

## 6. How is the location chosen?

A franchisor that checks your proposed site against foot traffic and nearby competition protects both of you.

## 7. What happens if you want to sell or upgrade?

Read the agreement's transfer and renewal terms before you need them.

Write your answers down and compare at least two brands side by side. The right franchise is the one whose answers you understand.`,
  },
  {
    slug: 'how-much-does-a-food-cart-franchise-cost',
    title: 'How much does a food cart franchise really cost in 2026?',
    excerpt: 'From ₱50,000 packages to full stores: what the price includes, what it does not, and how much working capital to keep aside.',
    category: 'Industry Insights',
    tags: ['investment', 'food cart', 'budget'],
    featured: false,
    status: 'published',
    publishedDays: -14,
    body: `Food cart franchises remain the most popular way to start a business in the Philippines, and for good reason: a small space, a short menu and a quick opening. But the advertised package price is rarely the whole story.

## What a typical entry package includes

Most entry packages in the ₱50,000 to ₱100,000 range cover:

1. The franchise fee and the right to use the brand
2. The cart or kiosk, with basic equipment
3. Starter inventory for the first days
4. Training for two people
5. An opening marketing kit

## What you still need to budget for

| Item | Typical range |
| --- | --- |
| Mall or site rent deposit | ₱20,000 – ₱60,000 |
| Business permits | ₱5,000 – ₱15,000 |
| Staff wages, first month | ₱25,000 – ₱40,000 |
| Working capital | ₱30,000 – ₱50,000 |

## Working capital is not optional

Sales take a few weeks to build. Keep enough cash to pay rent, wages and supplies for **at least two to three months** without counting on profit.

## Our advice

Ask for the full cost breakdown in writing, add your own site costs, and keep a buffer of about 20%. A franchise that is honest about the total is one you can plan with.`,
  },
  {
    slug: 'rowena-from-ofw-to-two-siomai-carts',
    title: 'From OFW to two Siomai Express carts: Rowena’s story',
    excerpt:
      'After eight years abroad, Rowena Dizon came home to Makati with savings and a plan. Two years later she runs two carts and employs five people.',
    category: 'Success Stories',
    tags: ['siomai express', 'ofw', 'makati'],
    featured: true,
    status: 'published',
    publishedDays: -9,
    body: `Rowena Dizon spent eight years as an accountant in Dubai. When she came home to Makati in 2023, she knew two things: she wanted to stay, and she did not want to go back to an office.

## Starting small

"I looked at milk tea, shawarma and siomai," she says. "Siomai won because people eat it every day, not just when it is trendy." She chose **Package A**, a single food cart, and a spot near a jeepney terminal on Ayala Avenue extension.

## The first months

Her first weeks were slow. Head office's opening team stayed through the weekend, and her area manager helped her adjust her order so less went to waste.

- Month 1: she broke even on daily costs
- Month 4: she hired a second staff member for the evening rush
- Month 10: the cart had paid back its investment

## The second cart

In 2025 Rowena opened a second cart inside a Makati mall. "The second one was easier. I knew the system, my first staff trained the new ones, and ordering for two carts is one order in the portal."

## Her advice

"Keep your working capital, show up every day in the first three months, and listen to your customers. They will tell you what to sell more of."`,
  },
  {
    slug: 'kape-kanto-new-barako-blend',
    title: 'Kape Kanto launches its new single-origin barako blend',
    excerpt: 'A darker roast from Lipa farms arrives in every Kape Kanto shop this month, with a new barako latte on the menu.',
    category: 'Brand News',
    tags: ['kape kanto', 'coffee', 'menu'],
    featured: false,
    status: 'published',
    publishedDays: -5,
    body: `Kape Kanto Coffee shops across the network now serve a new **single-origin barako blend**, roasted by head office from beans grown by partner farms in Lipa, Batangas.

## What is new

- A darker roast with notes of chocolate and a long, smoky finish
- A new **barako latte** with muscovado syrup
- Retail 250 g bags for customers to brew at home

## Why single-origin

Working with a small group of farms lets us pay a better price for better beans and keep the taste consistent from one delivery to the next. Every bag is traceable to its farm.

## For franchisees

The blend is available in the supply catalogue now. Store teams received the new recipe cards and a short training video through the marketing library. Point-of-sale materials for the launch, including posters and social media posts, are ready to download.

Visit your nearest Kape Kanto and try it black first. That is how our roasters drink it.`,
  },
  {
    slug: 'managing-inventory-in-a-small-food-kiosk',
    title: 'Managing inventory in a small food kiosk',
    excerpt:
      'Less waste, fewer stock-outs: a simple weekly routine for counting, ordering and rotating stock in a kiosk with limited storage.',
    category: 'Operations',
    tags: ['inventory', 'operations', 'kiosk'],
    featured: false,
    status: 'published',
    publishedDays: -30,
    body: `In a kiosk every shelf counts. Too much stock and it spoils or blocks your workspace; too little and you turn customers away at the busiest hour. A simple weekly routine solves most of it.

## Count on the same day every week

Pick a quiet day, usually Monday morning, and count everything: frozen goods, dry goods, cups and packaging. Record the counts in the franchisee portal so your order suggestions are based on real numbers.

## Order to your sales, not your fears

1. Look at last week's sales for each item
2. Add a small buffer for weekends and paydays
3. Subtract what you have on hand
4. Order the difference

## First in, first out

Put new deliveries **behind** older stock. Label frozen packs with the delivery date with a marker. It takes a minute and prevents most spoilage.

## Watch the low-stock alerts

Set reorder points for your top sellers. When stock falls below them the portal warns you, so you can add the item to your next order before it runs out.

## Review waste monthly

Write down everything you throw away. If the same item appears every week, order less of it or ask your area manager about a smaller pack size.`,
  },
  {
    slug: 'opening-weekend-checklist',
    title: 'Your opening weekend checklist',
    excerpt:
      'Permits on the wall, staff rehearsed, stock counted and social posts scheduled: everything to check in the week before you open.',
    category: 'Franchising Tips',
    tags: ['opening', 'checklist', 'getting started'],
    featured: false,
    status: 'published',
    publishedDays: 5,
    body: `The week before opening is busy. Use this checklist so nothing is forgotten.

## Seven days before

- Business permit, sanitary permit and BIR registration displayed
- Equipment installed and tested by the supplier
- Starter inventory delivered and counted

## Three days before

- Staff rehearsal: a full service with friends and family
- Point-of-sale terminal tested with a cash and a card sale
- Opening promotion posts scheduled on your store's social media

## The day before

- Deep clean of the store and equipment
- Float cash ready for the register
- Opening-day roster confirmed

## Opening day

Arrive early, brief your team, and enjoy it. Head office's opening team will be with you from the first customer to closing time, helping at the counter and checking that every recipe matches the standard.

## The first week after

- Record your daily sales report in the portal every evening
- Count your stock again on day three, because opening-week sales are often higher than you expect
- Ask your first customers for reviews on your store's page
- Note what sold out and what did not, and adjust your next order with your area manager

A calm opening is a prepared opening. Start this checklist early and share it with your whole team.`,
  },
  {
    slug: 'new-burger-fries-store-format',
    title: 'Burger & Fries Co. tests a new drive-through format',
    excerpt: 'A first drive-through store is planned in Alabang. Here is what it means for franchisees and the menu.',
    category: 'Brand News',
    tags: ['burger & fries', 'expansion'],
    featured: false,
    status: 'draft',
    publishedDays: null,
    body: `Burger & Fries Co. is preparing a drive-through pilot store in Alabang.

## What we are testing

- A shorter menu for faster service
- Order-ahead pickup through the delivery apps
- A kitchen layout with two griddles
- Bigger combo meals priced for families on the road

## Why Alabang

Our first store opened in Alabang in 2018, and the south remains our busiest area. The pilot site sits on a main road with heavy evening traffic from the business district to the villages of Muntinlupa and Laguna.

## What it means for franchisees

Nothing changes for existing stores. If the pilot works, drive-through will become an option within Package D for franchisees who have the right site, with its own fit-out plan and staffing guide.

## Timeline

1. Site works this quarter
2. Soft opening for staff and families
3. Three months of measured service times and sales

Details for franchisees will follow after the pilot's first three months. Questions can go to your area manager in the meantime.`,
  },
  {
    slug: 'lemon-juice-stand-summer-coolers',
    title: 'Lemon Juice Stand’s summer coolers are back',
    excerpt: 'Mango-calamansi and cucumber-mint return to the menu for the hot season.',
    category: 'Brand News',
    tags: ['lemon juice stand', 'menu', 'summer'],
    featured: false,
    status: 'unpublished',
    publishedDays: -200,
    body: `Summer means coolers. From March to May every Lemon Juice Stand kiosk serves two seasonal favourites:

1. **Mango-calamansi**, with Guimaras mangoes
2. **Cucumber-mint**, light and not too sweet

## For franchisees

The syrups are in the supply catalogue under Fruit & Syrups. Order them with your weekly fruit delivery from the last week of February.

Posters and menu inserts are in the marketing library.

## Tips for a strong season

- Put the cooler poster at eye level facing the walkway, not behind the counter
- Offer a free size upgrade on the first weekend to get customers to try them
- Keep an extra bag of ice on hot afternoons; coolers sell fastest between 1 and 4 PM
- Prepare the mango purée in the morning and keep it chilled, as the recipe card shows

## Last year's results

Kiosks that ran the summer coolers sold on average a third more cups per day from March to May than in the months before. Mango-calamansi was the best seller in every region, with cucumber-mint strongest near schools and gyms.

We look forward to another good season.`,
  },
];

/** Real coordinates near the demo cities, for locations created without any (the microsite maps need them). */
const CITY_COORDINATES: Record<string, [number, number]> = {
  Makati: [14.5547, 121.0244],
  'Quezon City': [14.6507, 121.0494],
  Taguig: [14.5176, 121.0509],
  Pasig: [14.5764, 121.0851],
  Manila: [14.5995, 120.9842],
  Mandaluyong: [14.5794, 121.0359],
  'San Juan': [14.6019, 121.0355],
  Pasay: [14.5378, 121.0014],
  Parañaque: [14.4793, 121.0198],
  'Las Piñas': [14.4445, 120.9939],
  Muntinlupa: [14.4081, 121.0415],
  Marikina: [14.6507, 121.1029],
  Caloocan: [14.6507, 120.9668],
  Valenzuela: [14.7011, 120.983],
  'Cebu City': [10.3157, 123.8854],
  'Davao City': [7.0731, 125.6128],
  'Iloilo City': [10.7202, 122.5621],
};

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small brand-coloured cover (PNG) with the post's category and title, drawn from SVG by sharp. */
async function coverImage(post: SeedPost, colour: string): Promise<Buffer> {
  const words = post.title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${w}`.length <= 30) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="420">
  <rect width="100%" height="100%" fill="${colour}"/>
  <circle cx="690" cy="70" r="190" fill="#ffffff" opacity="0.12"/>
  <text x="48" y="80" font-family="DejaVu Sans, sans-serif" font-size="20" letter-spacing="3" fill="#ffffff" opacity="0.9">${xml(post.category.toUpperCase())}</text>
  ${lines
    .slice(0, 4)
    .map(
      (l, i) =>
        `<text x="48" y="${170 + i * 52}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="40" fill="#ffffff">${xml(l)}</text>`,
    )
    .join('\n  ')}
  <text x="48" y="385" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#ffffff" opacity="0.85">FranchiseHub Blog</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const CATEGORY_COLOURS: Record<BlogCategory, string> = {
  'Franchising Tips': '#1D4ED8',
  'Brand News': '#B91C1C',
  'Success Stories': '#15803D',
  Operations: '#7C3AED',
  'Industry Insights': '#B45309',
};

export async function seedPublicSite(db: Db, opts: { now: Date; storage?: Storage }): Promise<void> {
  const { now, storage } = opts;
  await db.transaction(async (tx) => {
    // Several processes starting on one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER));
    if (done) return;
    const t = tx as unknown as Db;
    const brandIds = await seedBrands(t);
    await seedLocationCoordinates(t, [...brandIds.values()]);
    await seedTestimonials(t, brandIds);
    await seedPosts(t, now, storage);
    await tx.insert(appMeta).values({ key: MARKER, value: now.toISOString() });
  });
}

/** Microsites and packages of the demo brands that exist; a brand head office already wrote for is left alone. */
async function seedBrands(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.slug, Object.keys(MICROSITES)));
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  for (const [slug, m] of Object.entries(MICROSITES)) {
    const brandId = ids.get(slug);
    if (!brandId) continue;
    await db
      .insert(brandMicrosites)
      .values({ brandId, heroTitle: m.heroTitle, heroText: m.heroText, story: m.story, benefits: m.benefits, faqs: m.faqs })
      .onConflictDoNothing();
    const [existing] = await db
      .select({ code: brandPackages.packageCode })
      .from(brandPackages)
      .where(eq(brandPackages.brandId, brandId))
      .limit(1);
    if (existing) continue;
    const packages = Object.entries(m.packages).map(([code, priceCentavos]) => ({
      brandId,
      packageCode: code as PackageCode,
      priceCentavos: priceCentavos!,
    }));
    await db.insert(brandPackages).values(packages).onConflictDoNothing();
  }
  return ids;
}

/** Coordinates near their city for the demo brands' locations that have none (a small spread per location). */
async function seedLocationCoordinates(db: Db, brandIds: string[]) {
  if (!brandIds.length) return;
  const missing = await db
    .select({ id: locations.id, city: locations.city })
    .from(locations)
    .where(and(inArray(locations.brandId, brandIds), or(isNull(locations.latitude), isNull(locations.longitude))));
  for (const [i, l] of missing.entries()) {
    const base = CITY_COORDINATES[l.city];
    if (!base) continue;
    const spread = ((i % 7) - 3) * 0.004;
    await db
      .update(locations)
      .set({ latitude: Number((base[0] + spread).toFixed(5)), longitude: Number((base[1] - spread).toFixed(5)) })
      .where(eq(locations.id, l.id));
  }
}

async function seedTestimonials(db: Db, brandIds: Map<string, string>) {
  const existing = await db.select({ authorName: siteTestimonials.authorName }).from(siteTestimonials);
  const have = new Set(existing.map((e) => e.authorName));
  const rows = TESTIMONIALS.map((t, i) => ({
    authorName: t.authorName,
    authorTitle: t.authorTitle,
    quote: t.quote,
    brandId: t.brand ? (brandIds.get(t.brand) ?? null) : null,
    published: true,
    sortOrder: (i + 1) * 10,
  })).filter((t) => !have.has(t.authorName));
  if (rows.length) await db.insert(siteTestimonials).values(rows);
}

/** The posts, by a head-office demo author; covers only where there is storage to keep them. */
async function seedPosts(db: Db, now: Date, storage: Storage | undefined) {
  const [author] = await db
    .select({ id: userProfiles.id, fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.email, 'franchisor@demo.com'));
  const existing = await db.select({ slug: blogPosts.slug }).from(blogPosts);
  const have = new Set(existing.map((e) => e.slug));
  for (const p of POSTS) {
    if (have.has(p.slug)) continue;
    let coverUrl: string | null = null;
    if (storage && p.status !== 'draft') {
      const key = `blog/seed-${p.slug}.png`;
      await storage.put({ visibility: 'public', key }, await coverImage(p, CATEGORY_COLOURS[p.category]), { contentType: 'image/png' });
      coverUrl = storage.publicUrl(key);
    }
    const publishedAt = p.publishedDays === null ? null : new Date(now.getTime() + p.publishedDays * DAY);
    const touched = publishedAt && publishedAt < now ? publishedAt : new Date(now.getTime() - DAY);
    await db
      .insert(blogPosts)
      .values({
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        body: p.body,
        category: p.category,
        tags: p.tags,
        featured: p.featured,
        coverUrl,
        authorId: author?.id ?? null,
        authorName: author?.fullName ?? 'FranchiseHub Head Office',
        status: p.status,
        publishedAt,
        readMinutes: readMinutes(p.body),
        createdAt: new Date(touched.getTime() - 2 * DAY),
        updatedAt: p.status === 'unpublished' ? new Date(now.getTime() - 60 * DAY) : touched,
      })
      .onConflictDoNothing();
  }
}
