// tile (OpenACC 3.3 sec. 2.9.8): the tiled loops, tightly nested like
// collapsed ones, are partitioned as one collapsed iteration space; the tile
// shape is a hint accc does not use (docs/Mapping.md, "Loop directives").
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

void tiles(int n, float *x) {
  #pragma acc parallel loop tile(4, 8) copy(x[0:n * n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i * n + j] += 1;
  #pragma acc parallel copy(x[0:n * n])
  #pragma acc loop tile(*, *, 2) gang vector
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < 1; ++k)
        x[i * n + j] += k;
  #pragma acc parallel loop seq tile(2, 2) copy(x[0:n * n])
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x[i * n + j] += x[(i - 1) * n + j];
}
// GPU-LABEL: void tiles(int n, float *x) {
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: x[0:n * n]) firstprivate(n) shared(x) collapse(2) thread_limit(512) dist_schedule(static, (long long)(n) * (n) >= 4194304 ? 8192 : (long long)(n) * (n) >= 2097152 ? 4096 : (long long)(n) * (n) >= 1048576 ? 2048 : 1024)
// GPU: #pragma omp distribute parallel for collapse(3) shared(n, x) dist_schedule(static, (long long)(n) * (n) * (1) >= 4194304 ? 8192 : (long long)(n) * (n) * (1) >= 2097152 ? 4096 : (long long)(n) * (n) * (1) >= 1048576 ? 2048 : 1024)
// GPU: #pragma omp target teams map(ompx_hold, tofrom: x[0:n * n]) firstprivate(n) shared(x) num_teams(1)
// MC-LABEL: void tiles(int n, float *x) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(x) collapse(2)
// MC: #pragma omp for collapse(3)
// INFO: loop-tile.c:9:15: remark: tile(2 loops) -> collapse(2): the tiled nest is partitioned as one iteration space (the tile shape is not used)
// INFO: loop-tile.c:14:15: remark: tile(3 loops) -> collapse(3): the tiled nest is partitioned as one iteration space (the tile shape is not used)
