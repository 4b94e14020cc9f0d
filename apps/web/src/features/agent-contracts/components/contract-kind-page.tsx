import type { ContractKind } from '@nova/contracts/api/agent-contracts';
import { KIND_SLUG } from '../lib/kinds';
import styles from './contracts.module.css';
import { GivenContractsSection } from './given-contracts-section';
import { MyContractSection } from './my-contract-section';
import { StatementsSection } from './statements-section';

/**
 * One contract kind's agent-center page (spec §2 agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): my own contract of the kind (or a request for one, or
 * the offer waiting for me), the contracts I gave my sub-agents, and the statements I received
 * or paid.
 */
function ContractKindPage({ kind }: { kind: ContractKind }) {
  return (
    <div className={styles.page} data-testid={`contract-page-${KIND_SLUG[kind]}`}>
      <MyContractSection kind={kind} />
      <GivenContractsSection kind={kind} />
      <StatementsSection kind={kind} />
    </div>
  );
}

export function DividendPage() {
  return <ContractKindPage kind="DIVIDEND" />;
}

export function DailySalaryPage() {
  return <ContractKindPage kind="SALARY_DAILY" />;
}

export function HourlySalaryPage() {
  return <ContractKindPage kind="SALARY_HOURLY" />;
}

export function RealtimeSalaryPage() {
  return <ContractKindPage kind="SALARY_REALTIME" />;
}
