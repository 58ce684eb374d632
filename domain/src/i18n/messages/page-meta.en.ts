/**
 * What search results and link previews show for each public page: its `<title>` and meta description,
 * written by the server into the page's head before any script runs. `{name}` is the beach's or business's.
 */
const pageMetaEn = {
  'meta.site': 'North Shore Guide',
  'meta.home':
    "North Shore Guide: beaches, surf and safety, live conditions and local businesses on Oahu's North Shore.",
  'meta.shop': 'Local designs, surf gear, beach essentials and keepsakes from the North Shore of Oahu.',
  'meta.localTips':
    'Where locals eat, surf and watch the sunset on the North Shore: tips by category, searchable, with recommendations.',
  'meta.ecoChallenges':
    'Protect the North Shore: take on beach clean-ups and reef-safe challenges, earn points and redeem local rewards.',
  'meta.boardHub':
    'Buy and sell used surfboards on the North Shore: listings by length, condition and price.',
  'meta.surveys': 'Community surveys from North Shore residents and visitors: answer them or start your own.',
  'meta.about':
    "Who makes North Shore Guide, the visitor guide to Oahu's North Shore, and where its data comes from.",
  'meta.contact': 'Send the North Shore Guide team a question, a correction or a partnership enquiry.',
  'meta.partnership':
    'Advertise your North Shore business to the visitors planning their day with North Shore Guide.',
  'meta.privacy': 'What North Shore Guide collects, why, how long it is kept and how to have it erased.',
  'meta.terms': 'The terms for using North Shore Guide, its listings, reviews and advertising.',
  'meta.notifications': 'Surf and safety alerts for the North Shore beaches you follow, sent to this device.',
  'meta.settings': 'Install North Shore Guide on your phone and choose its language, theme and offline maps.',
  'meta.beach':
    "{name}: today's surf hazard rating with each reading's source and age, lifeguards, parking, safety tips and reviews.",
  'meta.business':
    "{name} on Oahu's North Shore: what it offers, where it is, how to reach it and what visitors say.",
  'meta.calendar':
    'Surf contests at Pipeline and Sunset, farmers’ markets, beach cleanups and more on the North Shore, in Hawaii time.',
  'meta.calendarSubmit':
    'Tell North Shore visitors about your event: a moderator checks it before it is published.',
  'meta.notFound': 'This page is not in North Shore Guide. Start again from the home page.',
};

export type PageMetaMessageId = keyof typeof pageMetaEn;
export type PageMetaCatalogue = Record<PageMetaMessageId, string>;
export default pageMetaEn satisfies PageMetaCatalogue;
