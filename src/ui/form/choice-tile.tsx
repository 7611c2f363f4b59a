import './choice-tile.css';

export interface ChoiceTileProps {
  /** The radio group's name. */
  name: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  detail?: string;
}

/** One choice of a radio group drawn as a selectable card: the native input stays (keyboard, screen readers). */
export function ChoiceTile({ name, checked, onChoose, label, detail }: ChoiceTileProps) {
  return (
    <label className="choice-tile">
      <input type="radio" name={name} className="choice-tile__input" checked={checked} onChange={onChoose} />
      <span className="choice-tile__label">{label}</span>
      {detail && <span className="choice-tile__detail">{detail}</span>}
    </label>
  );
}
