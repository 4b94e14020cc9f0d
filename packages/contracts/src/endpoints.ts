/**
 * Every endpoint defined so far, for the OpenAPI document and the contract test that checks
 * each one is registered by the server.
 */
import * as agent from './api/agent.ts';
import * as betRecords from './api/bet-records.ts';
import * as captcha from './api/captcha.ts';
import * as content from './api/content.ts';
import * as games from './api/games.ts';
import * as health from './api/health.ts';
import * as ops from './api/ops.ts';
import * as opsMoney from './api/ops-money.ts';
import * as password from './api/password.ts';
import * as payments from './api/payments.ts';
import * as records from './api/records.ts';
import * as register from './api/register.ts';
import * as security from './api/security.ts';
import * as session from './api/session.ts';
import * as social from './api/social.ts';
import * as system from './api/system.ts';
import * as transfers from './api/transfers.ts';
import * as vendorWallet from './api/vendor-wallet.ts';
import * as wallet from './api/wallet.ts';
import * as withdrawals from './api/withdrawals.ts';
import type { EndpointDef } from './endpoint.ts';

export const ALL_ENDPOINTS: readonly EndpointDef[] = [
  health.getHealth,
  system.getSystemStatus,
  system.getPermissionData,
  system.getWhitelabel,
  system.getDomainRoute,
  system.getRegisterSettings,
  system.getHelpCenter,
  system.updateLanguage,
  content.getAnnouncements,
  games.getGameMenus,
  games.getGameList,
  games.getHotGames,
  games.getGameVendors,
  games.getRecommendedGames,
  games.getFavourites,
  games.addFavourite,
  games.removeFavourite,
  games.getRecentGames,
  games.getWinnerBoard,
  games.getJackpot,
  captcha.getCaptcha,
  session.login,
  session.logout,
  session.getMemberInfo,
  session.freePlayLogin,
  session.sendLoginVerificationCode,
  session.completeLoginVerification,
  register.registerByUsername,
  register.registerByMobile,
  register.verifyAffiliate,
  register.sendRegisterSms,
  register.sendNoLoginSms,
  agent.registerDownline,
  password.changePassword,
  password.forgotPasswordByEmail,
  password.resetPasswordByTicket,
  password.resetPasswordByPhone,
  security.getSecurityOverview,
  security.getLoginHistory,
  security.sendBindSms,
  security.bindMobile,
  security.sendBindEmailCode,
  security.bindEmail,
  security.bindRealName,
  security.setPaymentPassword,
  security.startTotpEnrolment,
  security.confirmTotpEnrolment,
  security.disableTotp,
  security.signOutOtherSessions,
  ops.setMaintenance,
  ops.setRegionRestriction,
  ops.pullBetFeed,
  social.getSocialProviders,
  social.telegramLogin,
  wallet.getWalletBalance,
  vendorWallet.vendorWalletBet,
  vendorWallet.vendorWalletWin,
  payments.getPaymentChannels,
  payments.createDeposit,
  payments.listDeposits,
  payments.getDeposit,
  payments.uploadProofImage,
  payments.getUploadImage,
  payments.paymentCallback,
  withdrawals.getBankList,
  withdrawals.listBankAccounts,
  withdrawals.bindBankAccount,
  withdrawals.getWithdrawOverview,
  withdrawals.createWithdrawal,
  withdrawals.listWithdrawals,
  withdrawals.confirmWithdrawal,
  transfers.walletTransfer,
  transfers.walletTransferAllToMain,
  transfers.getVendorBalances,
  transfers.listWalletTransfers,
  transfers.getMerchantWallets,
  transfers.getConsolidatedFunds,
  transfers.getTransferTargets,
  transfers.transferToMember,
  records.getTransactionHistory,
  records.getPersonalProfit,
  records.getBonusDetails,
  betRecords.getBetRecords,
  betRecords.getGameProfit,
  opsMoney.opsListDeposits,
  opsMoney.opsApproveDeposit,
  opsMoney.opsRejectDeposit,
  opsMoney.opsListWithdrawals,
  opsMoney.opsApproveWithdrawal,
  opsMoney.opsRejectWithdrawal,
  opsMoney.opsPayWithdrawal,
  opsMoney.opsResolveWithdrawal,
  opsMoney.opsGrantBonus,
  opsMoney.opsReconcileTransfers,
  opsMoney.opsExpireWithdrawalConfirmations,
];
