import { afterAll, beforeAll } from 'vitest';
import { startVisitorApp, type VisitorApp } from './support/visitor-app.ts';
import { theBoardHubAndContactPageInJapanese } from './visitor-japanese/board-hub-and-contact.ts';
import { theBusinessShopAndSettingsInJapanese } from './visitor-japanese/business-shop-settings.ts';
import { ecoChallengesAndLocalTipsInJapanese } from './visitor-japanese/eco-and-tips.ts';
import { theGuideInJapanese } from './visitor-japanese/home-and-beach.ts';
import { theOtherVisitorPagesInJapanese } from './visitor-japanese/other-pages.ts';
import { theSurfAlertInJapanese } from './visitor-japanese/surf-alert.ts';

/**
 * Every visitor page in Japanese, on one app. Each group leaves what it makes behind (a survey, a
 * listing, a completed challenge), so groups that look at the home page come before those that add
 * content, and the big swell comes last.
 */
let v: VisitorApp;
const app = () => v;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

theGuideInJapanese(app);
theOtherVisitorPagesInJapanese(app);
theBusinessShopAndSettingsInJapanese(app);
ecoChallengesAndLocalTipsInJapanese(app);
theBoardHubAndContactPageInJapanese(app);
theSurfAlertInJapanese(app);
