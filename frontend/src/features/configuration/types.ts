export interface ConfigItem {
  id: number;
  configKey: string;
  label: string;
  value: string;
}
