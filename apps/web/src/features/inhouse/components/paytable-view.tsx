import styles from './panels.module.css';

/**
 * The paytable games-math publishes, drawn as nested tables. Its shape differs per game, so
 * this renders any plain JSON: objects as key/value rows, lists of numbers as chips.
 */
export function PaytableView({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      return (
        <span className={styles.chips}>
          {value.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed published list
            <span key={index} className={styles.chip}>
              {String(item)}
            </span>
          ))}
        </span>
      );
    }
    return (
      <>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed published list
          <PaytableView key={index} value={item} />
        ))}
      </>
    );
  }
  if (typeof value === 'object') {
    return (
      <table className={styles.table}>
        <tbody>
          {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>
                <PaytableView value={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return <>{String(value)}</>;
}
