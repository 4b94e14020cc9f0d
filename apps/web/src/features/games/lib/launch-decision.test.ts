import { describe, expect, it } from 'vitest';
import { decideLaunch, type LaunchTarget, seamlessPath } from './launch-decision';

const VISITOR = { isLogin: false, isTrial: false };
const TRIAL = { isLogin: true, isTrial: true };
const MEMBER = { isLogin: true, isTrial: false };

const GAME: LaunchTarget = {
  vassalage: 'PT',
  gameType: 'RNG',
  gameCode: 'PT-RNG-003',
  isGame: 'GAME',
};

describe('decideLaunch (spec §4 "Game launch")', () => {
  it('opens the login modal for a visitor', () => {
    expect(decideLaunch(GAME, VISITOR)).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...GAME, vassalage: 'TCG_SEA' }, VISITOR)).toEqual({ kind: 'login' });
  });

  it('stops a trial account with the real-account warning', () => {
    expect(decideLaunch(GAME, TRIAL)).toEqual({ kind: 'trial-warning' });
    expect(decideLaunch({ ...GAME, vassalage: 'LOTT' }, TRIAL)).toEqual({
      kind: 'trial-warning',
    });
  });

  it('sends lottery vendors to their lottery screens with the game code', () => {
    const lott = (vassalage: string, gameCode?: string) =>
      decideLaunch({ vassalage, gameType: 'LOTT', gameCode, isGame: 'GAME' }, MEMBER);
    expect(lott('TCG_LOTTO_VN')).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=TCG_LOTTO_VN',
    });
    expect(lott('TCG_SEA', 'SEA-1')).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=SEA-1',
    });
    expect(lott('LOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=LOTT' });
    expect(lott('ELOTT')).toEqual({ kind: 'navigate', to: '/lottery?gameCode=ELOTT' });
    // A lottery vendor card is a launch, never a provider list.
    expect(
      decideLaunch({ vassalage: 'TCG_SEA', gameType: 'LOTT', isGame: 'VASSALAGE' }, VISITOR),
    ).toEqual({ kind: 'login' });
  });

  it('opens a provider list (isGame VASSALAGE) after the login and trial checks', () => {
    const vendor: LaunchTarget = { vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' };
    expect(decideLaunch(vendor, VISITOR)).toEqual({ kind: 'login' });
    expect(decideLaunch(vendor, TRIAL)).toEqual({ kind: 'trial-warning' });
    expect(decideLaunch(vendor, MEMBER)).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
    expect(decideLaunch({ ...vendor, vassalage: 'CQ9', gameType: 'FISH' }, MEMBER)).toEqual({
      kind: 'navigate',
      to: '/fish?vassalage=CQ9',
    });
  });

  it('launches the lobby of a game center vendor, even marked VASSALAGE', () => {
    const sports: LaunchTarget = { vassalage: 'IBC', gameType: 'SPORTS', isGame: 'VASSALAGE' };
    expect(decideLaunch(sports, VISITOR)).toEqual({ kind: 'login' });
    expect(decideLaunch(sports, MEMBER)).toEqual({
      kind: 'navigate',
      to: '/seamless?vassalage=IBC&gameType=SPORTS',
    });
  });

  it('starts a game in /seamless for a member', () => {
    expect(decideLaunch(GAME, MEMBER)).toEqual({
      kind: 'navigate',
      to: '/seamless?vassalage=PT&gameCode=PT-RNG-003&gameType=RNG',
    });
    // A vendor lobby (sports) has no game code.
    expect(decideLaunch({ vassalage: 'IBC', gameType: 'SPORTS', isGame: 'GAME' }, MEMBER)).toEqual({
      kind: 'navigate',
      to: '/seamless?vassalage=IBC&gameType=SPORTS',
    });
  });

  it('shows the maintenance message for a game under maintenance', () => {
    expect(decideLaunch({ ...GAME, maintenance: true }, MEMBER)).toEqual({ kind: 'maintenance' });
    expect(decideLaunch({ ...GAME, maintenance: true }, MEMBER, { trial: true })).toEqual({
      kind: 'maintenance',
    });
  });

  it('asks a visitor to log in before a free trial (spec §6)', () => {
    expect(decideLaunch(GAME, VISITOR, { trial: true })).toEqual({ kind: 'login' });
    expect(decideLaunch({ ...GAME, maintenance: true }, VISITOR, { trial: true })).toEqual({
      kind: 'login',
    });
  });

  it('starts a free trial for a member and for a trial account (decision 021)', () => {
    for (const session of [TRIAL, MEMBER]) {
      expect(decideLaunch(GAME, session, { trial: true })).toEqual({
        kind: 'navigate',
        to: '/seamless?vassalage=PT&gameCode=PT-RNG-003&gameType=RNG&trial=1',
      });
    }
  });

  it('builds the in-house address the server answers for INTERNAL games', () => {
    expect(
      seamlessPath({ vassalage: 'INHOUSE', gameType: 'RNG', gameCode: 'INHOUSE-RNG-001' }),
    ).toBe('/seamless?vassalage=INHOUSE&gameCode=INHOUSE-RNG-001&gameType=RNG');
  });
});
