import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SurfCard } from './surf-card.tsx';
import { WeatherCard } from './weather-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const unavailable = (message: string) => () => json({ error: 'Service Unavailable', message }, 503);

describe('live cards', () => {
  it('show the weather and surf with their age', async () => {
    stubApi({
      'GET /api/weather': () =>
        json({
          temperature: 81,
          condition: 'Partly Cloudy',
          humidity: 68,
          windSpeed: 12,
          windDirection: 'NE',
          sunrise: '2026-06-21T15:50:00Z',
          sunset: '2026-06-22T05:15:00Z',
          source: 'NWS',
          updatedAt: '2026-06-21T20:00:00Z',
          ageMinutes: 7,
        }),
      'GET /api/surf': () =>
        json({
          height: '6-8 ft',
          heightMinFt: 6,
          heightMaxFt: 8,
          quality: 'Moderate Surf',
          swell: 'NW 6 ft @ 14 s',
          tide: 'Rising',
          visibility: 'Good',
          windSpeed: 10,
          windDirection: 'ENE',
          temperature: 77,
          dataSource: 'NOAA National Data Buoy Center, buoy 51201',
          officialAlert: null,
          updatedAt: '2026-06-21T20:00:00Z',
          ageMinutes: 1,
        }),
    });
    renderWithProviders(
      <>
        <WeatherCard />
        <SurfCard />
      </>,
    );
    expect(await screen.findByText('81°F')).toBeInTheDocument();
    expect(screen.getByText('68%')).toBeInTheDocument();
    expect(screen.getByText('Updated 7 minutes ago')).toBeInTheDocument();
    expect(await screen.findByText('6-8 ft')).toBeInTheDocument();
    expect(screen.getByText('Moderate Surf')).toBeInTheDocument();
    expect(screen.getByText('77°F')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Official NOAA data \(NOAA National Data Buoy Center, buoy 51201\) · Updated 1 minute ago/,
      ),
    ).toBeInTheDocument();
  });

  it('say the data is unavailable and that they keep retrying', async () => {
    stubApi({
      'GET /api/weather': unavailable('Weather data unavailable'),
      'GET /api/surf': unavailable('Surf data unavailable'),
    });
    renderWithProviders(
      <>
        <WeatherCard />
        <SurfCard />
      </>,
    );
    expect(screen.getByText('Loading weather...')).toBeInTheDocument();
    expect(screen.getByText('Loading surf...')).toBeInTheDocument();
    expect(await screen.findByText('Weather data unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Surf data unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Retrying automatically...')).toHaveLength(2);
  });
});

describe('live cards in Japanese', () => {
  it('give °C beside °F, metres beside feet and compass points in Japanese, with no English but units', async () => {
    stubApi({
      'GET /api/weather': () =>
        json({
          temperature: 81,
          condition: 'Partly Cloudy',
          humidity: 68,
          windSpeed: 12,
          windDirection: 'NE',
          sunrise: '2026-06-21T15:50:00Z',
          sunset: '2026-06-22T05:15:00Z',
          source: 'NWS',
          updatedAt: '2026-06-21T20:00:00Z',
          ageMinutes: 7,
        }),
      'GET /api/surf': () =>
        json({
          height: '6-8 ft',
          heightMinFt: 6,
          heightMaxFt: 8,
          quality: 'Moderate Surf',
          swell: 'NW 6.6 ft @ 17 s',
          tide: 'Not reported',
          visibility: 'Not reported',
          windSpeed: 10,
          windDirection: 'ENE',
          temperature: 77,
          dataSource: 'NOAA National Data Buoy Center, buoy 51201',
          officialAlert: null,
          updatedAt: '2026-06-21T20:00:00Z',
          ageMinutes: 1,
        }),
    });
    renderWithProviders(
      <>
        <WeatherCard />
        <SurfCard />
      </>,
      'ja',
    );
    expect(await screen.findByText('81°F（27°C）')).toBeInTheDocument();
    expect(await screen.findByText('77°F（25°C）')).toBeInTheDocument();
    expect(screen.getByText('北西 6.6 ft（2.0 m）・周期 17 秒')).toBeInTheDocument();
    expect(screen.getByText('北東 12 mph')).toBeInTheDocument();
    expect(screen.getByText('東北東 10 mph')).toBeInTheDocument();
    const units = /\b(ft|mph|NOAA|NDBC|NWS)\b|°[FC]/g;
    const cards = ['weather-card', 'surf-card'].map((id) => screen.getByTestId(id).textContent).join(' ');
    expect(cards.replace(units, '').match(/[A-Za-z]{2,}/g)).toBeNull();
  });
});
