import { formatBytes, type StorageContainer, storageUsagePercent } from "@hub-of-minds/core";
import { ProgressBar } from "../../ui/progress-bar";
import * as css from "../../ui/ui.css";

/** Spec 000: name, category, description, used vs maximum (base 1024) with a bar, type, 'Encrypted'. */
export function ContainerCard({ container }: { container: StorageContainer }) {
  return (
    <article className={css.card} data-testid="container-card">
      <div className={css.spread} style={{ alignItems: "start" }}>
        <h3 className={css.cardTitle}>{container.displayName}</h3>
        <span className={css.badge.accent}>{container.category}</span>
      </div>
      <p className={css.small} style={{ margin: 0 }}>
        {container.description}
      </p>
      <div className={css.spread}>
        <span className={css.small} data-testid="container-size">
          {formatBytes(container.currentSize)} / {formatBytes(container.maxSize)}
        </span>
        <span className={`${css.muted} ${css.small}`}>
          {Math.round(storageUsagePercent(container.currentSize, container.maxSize))}%
        </span>
      </div>
      <ProgressBar
        label={`${container.displayName} storage used`}
        percent={storageUsagePercent(container.currentSize, container.maxSize)}
      />
      <div className={css.row}>
        <span className={css.badge.outline}>{container.storageType}</span>
        {container.encryptionEnabled ? <span className={css.badge.success}>Encrypted</span> : null}
        {container.isActive ? null : <span className={css.badge.warning}>Inactive</span>}
      </div>
    </article>
  );
}
