/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitorPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp();
});
afterAll(() => v?.close());

/** The quiz's questions in order: the right option and a wrong one (frontend/src/features/quiz/quiz-questions.ts). */
const QUIZ = [
  {
    right: 'Swim parallel to the shore until you are out of the current',
    wrong: 'Dive under the water and wait',
  },
  { right: '9am to 5:30pm', wrong: 'Only on weekends' },
  { right: 'SPF 30+ (reef-safe)', wrong: 'SPF 8' },
  { right: 'Stay at least 10 feet away and let it rest', wrong: 'Touch its shell gently' },
  { right: 'No, stay out of the water and watch from the beach', wrong: 'Only if you bring a boogie board' },
];
const BEST_SCORE_MESSAGE = "Amazing! You're a beach safety expert! Kai is proud of you!";

describe('safety, quiz and emergency help', () => {
  it('takes the quiz to the end with 4 of 5 right and shows the best score message, then restarts', async () => {
    const page = await newVisitorPage(v);
    await page.goto(v.baseUrl);
    await page.getByRole('button', { name: 'Start Safety Quiz with Kai' }).click();
    const quiz = page.getByTestId('safety-quiz');
    await quiz.getByRole('heading', { name: 'Beach Safety Quiz with Kai the Honu' }).waitFor();

    for (const [index, question] of QUIZ.entries()) {
      await quiz.getByText(`Question ${index + 1} of ${QUIZ.length}`).waitFor();
      // The last question is answered wrongly on purpose.
      const last = index === QUIZ.length - 1;
      await quiz.getByRole('button', { name: last ? question.wrong : question.right }).click();
      await quiz.getByText('Explanation:').waitFor();
      expect(await quiz.locator('[data-state="correct"]').count()).toBe(1);
      expect(await quiz.locator('[data-state="wrong"]').count()).toBe(last ? 1 : 0);
      await quiz.getByRole('button', { name: last ? 'See Results' : 'Next Question' }).click();
    }

    await quiz.getByText('4 / 5').waitFor();
    await quiz.getByText(BEST_SCORE_MESSAGE).waitFor();
    await quiz.getByRole('button', { name: 'Restart Quiz' }).click();
    await quiz.getByText('Question 1 of 5').waitFor();
    await quiz.getByRole('button', { name: 'Back to Safety Info' }).click();
    await page.getByRole('button', { name: 'Start Safety Quiz with Kai' }).waitFor();
    await page.close();
  });

  it('finds, shows and texts the location when permission is granted; calling a contact closes the dialog', async () => {
    const page = await newVisitorPage(v, {
      permissions: ['geolocation'],
      geolocation: { latitude: 21.6646123, longitude: -158.0530456 },
    });
    await page.goto(v.baseUrl);
    await page.getByRole('button', { name: 'Emergency SOS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency Help' });

    await dialog.getByRole('button', { name: 'Text My Location' }).click();
    await page.getByText('No Location').waitFor();
    await page.getByText('Please get your location first.').waitFor();

    await dialog.getByRole('button', { name: 'Get My Location' }).click();
    await page.getByText('Location Found').waitFor();
    await dialog.getByText('21.664612, -158.053046').waitFor();
    const poison = dialog.getByRole('link', { name: /Call Poison Control/ });
    expect(await poison.getAttribute('href')).toBe('tel:18002221222');

    await dialog
      .getByRole('link', { name: /Call Ocean Safety/ })
      .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await dialog.getByRole('link', { name: /Call Ocean Safety/ }).click();
    await page.getByText('Calling Ocean Safety').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The same location puts the visitor inside Pipeline's geofence in the surf alert.
    const alert = page.getByTestId('surf-alert');
    await alert.getByRole('button', { name: 'Use My Location' }).click();
    await alert
      .getByTestId('nearby-beach')
      .getByText("You're at Banzai Pipeline (Ehukai Beach Park). Check the conditions before going in.")
      .waitFor();
    await page.close();
  });

  it('says "Location Error" when location is denied', async () => {
    const page = await newVisitorPage(v);
    await page.goto(v.baseUrl);
    await page.evaluate(() => {
      // A denied permission, as the browser reports it.
      navigator.geolocation.getCurrentPosition = (_success, failure) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    });
    await page.getByRole('button', { name: 'Emergency SOS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Get My Location' }).click();
    await page.getByText('Location Error').waitFor();
    await page.getByText('Unable to get your location. Please enable location services.').waitFor();

    // The surf alert shows the spec's denied text and no "Try again".
    await page.keyboard.press('Escape');
    const alert = page.getByTestId('surf-alert');
    await alert.getByRole('button', { name: 'Use My Location' }).click();
    await alert
      .getByText(
        'Location access was denied. Please enable location permissions in your browser settings to use location-based features.',
      )
      .waitFor();
    expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.close();
  });

  it('reloads the safety section and the business directory with the network cut', async () => {
    const page = await newVisitorPage(v);
    await page.goto(v.baseUrl);
    await page.getByText('Lifeguard Services').waitFor();
    // The worker is active and the page has copied what it loaded into the worker's caches.
    const cachedLists = () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return (await (await caches.open('nsg-offline-v1-data')).keys()).length; // the seven OFFLINE_DATA lists
      });
    await expect.poll(cachedLists, { timeout: 10_000 }).toBe(7);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('Lifeguard Services').waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('button', { name: 'Start Safety Quiz with Kai' }).click();
    await page.getByText('Question 1 of 5').waitFor();
    const businesses = (await v.t.app.inject({ url: '/api/businesses' })).json<{ name: string }[]>();
    // The sections below fill in as the visitor scrolls down to them, from what the worker kept.
    await page.locator('#weather').scrollIntoViewIfNeeded();
    await page.getByText('Weather data unavailable').waitFor();
    await page.locator('#businesses').scrollIntoViewIfNeeded();
    await page.locator('#businesses').getByText(businesses[0]!.name).waitFor();
    // The emergency dialog loads on demand: the worker has it although it was never opened online.
    await page.getByRole('button', { name: 'Emergency SOS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Get My Location' }).waitFor();
    await page.context().setOffline(false);
    await page.close();
  });
});
