export interface OperationsTables {
  projection_lag_samples: {
    name: string;
    sampled_at: Date;
    global_position: string;
    lag_events: number;
    lag_seconds: number;
  };
}
