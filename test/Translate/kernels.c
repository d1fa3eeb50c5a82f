// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=multicore -fopenacc-print=omp %s | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// kernels and kernels loop (OpenACC 3.3 sec. 2.5.2, 2.9; docs/Mapping.md
// "Kernels"): scalars default to copy (firstprivate where a local is only
// read: the same without the transfers, DataAttributes.cpp rule 3h); loops
// without independent are auto,
// which accc partitions where the dependence analysis proves them
// independent (kernels-auto.c) and runs sequentially otherwise; a region of
// several loop nests and statements is split into kernels.

// A loop without independent: auto -> sequential, one gang.
void auto_loop(int n, float *a) {
  #pragma acc kernels copy(a[0:n])
  {
    #pragma acc loop
    for (int i = 1; i < n; ++i)
      a[i] += a[i - 1];
  }
}
// GPU-LABEL: void auto_loop(int n, float *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) num_teams(1)
// GPU-NEXT:   {
// GPU-NEXT:     for (int i = 1; i < n; ++i)
// GPU-NEXT:       a[i] += a[i - 1];
// GPU-NEXT:   }
// GPU-NEXT: }
// MC-LABEL: void auto_loop(int n, float *a) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(a) num_threads(1)
// MC-NEXT:   {
// MC-NEXT:     for (int i = 1; i < n; ++i)
// MC-NEXT:       a[i] += a[i - 1];
// MC-NEXT:   }
// MC-NEXT: }

// The region is one independent loop: the gangs share its iterations.
void one_loop(int n, float *a) {
  #pragma acc kernels copy(a[0:n])
  #pragma acc loop independent
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
}
// GPU-LABEL: void one_loop(int n, float *a) {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a)
// GPU-NEXT: #pragma omp distribute parallel for shared(n, a)
// GPU-NEXT:   for (int i = 0; i < n; ++i)
// GPU-NEXT:     a[i] *= 2;
// GPU-NEXT: }
// MC-LABEL: void one_loop(int n, float *a) {
// MC-NEXT: #pragma omp parallel firstprivate(n) shared(a)
// MC-NEXT: #pragma omp for
// MC-NEXT:   for (int i = 0; i < n; ++i)
// MC-NEXT:     a[i] *= 2;
// MC-NEXT: }

// Statements and loops: split into kernels, the statements in one of one
// gang (they run once), the loop in one of num_gangs gangs; the data lives
// across them; a scalar the independent loop writes is private to it;
// `first` is copy.
void statements(int n, float *a, float *s) {
  float t, first;
  #pragma acc kernels copy(a[0:n]) num_gangs(64)
  {
    first = a[0];
    #pragma acc loop independent
    for (int i = 0; i < n; ++i) {
      t = a[i] * 2;
      a[i] = t + first;
    }
  }
  *s = first;
}
// GPU-LABEL: void statements(int n, float *a, float *s) {
// GPU-NEXT: float t, first;
// GPU-NEXT: #pragma omp target data map(ompx_hold, tofrom: a[0:n], first, t)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a[0:n], first) shared(first, a) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: first = a[0];
// GPU-NEXT: }
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n], first, t) shared(first, a) firstprivate(n) num_teams(64) private(t)
// GPU-NEXT: for (int i = 0; i < n; ++i) {
// GPU-NEXT: t = a[i] * 2;
// GPU-NEXT: a[i] = t + first;
// GPU-NEXT: }
// GPU-NEXT: }
// GPU-NEXT: *s = first;
// GPU-NEXT: }
// MC-LABEL: void statements(int n, float *a, float *s) {
// MC-NEXT: float t, first;
// MC-NEXT: {
// MC-NEXT: first = a[0];
// MC-NEXT: #pragma omp parallel for shared(first, a) firstprivate(n) num_threads((64) < omp_get_max_threads() ? (64) : omp_get_max_threads()) private(t)
// MC-NEXT: for (int i = 0; i < n; ++i) {
// MC-NEXT: t = a[i] * 2;
// MC-NEXT: a[i] = t + first;
// MC-NEXT: }
// MC-NEXT: }
// MC-NEXT: *s = first;
// MC-NEXT: }

// kernels loop: independent -> the fused combined directive with accc's
// launch geometry; without independent, the loop is auto: its iterations
// are independent but for the reduction, so it is partitioned too.
float combined(int n, float *a) {
  float sum = 0;
  #pragma acc kernels loop independent copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc kernels loop gang vector reduction(+:sum) copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    sum += a[i];
  return sum;
}

// GPU-LABEL: float combined(int n, float *a) {
// GPU-NEXT: float sum = 0;
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: a[i] += 1;
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: sum) reduction(+: sum) firstprivate(n) shared(a) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 8)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: sum += a[i];
// GPU-NEXT: return sum;
// GPU-NEXT: }
// MC-LABEL: float combined(int n, float *a) {
// MC-NEXT: float sum = 0;
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(a)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: a[i] += 1;
// MC-NEXT: #pragma omp parallel for reduction(+: sum) firstprivate(n) shared(a)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: sum += a[i];
// MC-NEXT: return sum;
// MC-NEXT: }

// A pointer is firstprivate as on parallel (OpenMP gives the region the
// device address of the data it points to), not copy like other scalars.
void pointers(int n, float *a, float *b) {
  #pragma acc data copyin(b[0:n]) copy(a[0:n])
  #pragma acc kernels
  #pragma acc loop independent
  for (int i = 0; i < n; ++i)
    a[i] = b[i];
}
// GPU-LABEL: void pointers(int n, float *a, float *b) {
// GPU-NEXT: #pragma omp target data map(ompx_hold, to: b[0:n]) map(ompx_hold, tofrom: a[0:n])
// GPU-NEXT: #pragma omp target teams firstprivate(n)
// GPU-NEXT: #pragma omp distribute parallel for shared(n, a, b)

// -Minfo=accel says how each construct and loop ran.
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels -> #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) num_teams(1)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels: the region runs as one gang, so that its statements outside loops run once (not split: it holds no loop nest to run as a kernel of its own)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop runs sequentially (in kernels without independent: auto; loop-carried dependence between 'a[i]' and 'a[i - 1]')
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels -> #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop partitioned gang(implicit) vector(implicit) -> omp distribute parallel for
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels -> #pragma omp target data map(ompx_hold, tofrom: a[0:n], first, t)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: copy(first) copy(t) firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels: split into 2 kernels (each loop nest one, and the statements between them)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop partitioned gang(implicit) vector(implicit) -> omp distribute parallel for
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels loop -> #pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a[0:n]) firstprivate(n) shared(a) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop partitioned gang(implicit) vector(implicit) -> omp distribute parallel for
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: launch geometry: teams by trip count, 512 threads per team (streaming loop: chunks of up to 16 iterations per thread)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels loop -> #pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: sum) reduction(+: sum) firstprivate(n) shared(a) num_teams({{.+}}) thread_limit(1024) dist_schedule(static) schedule(static, 8)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: copy(sum) reduction(sum) firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: auto loop: the dependence analysis found its iterations independent
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop partitioned gang vector -> omp distribute parallel for
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: launch geometry: up to 132 teams by trip count, 1024 threads per team (reduction: 1 team per SM, one range per team)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: data -> #pragma omp target data map(ompx_hold, to: b[0:n]) map(ompx_hold, tofrom: a[0:n])
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: kernels -> #pragma omp target teams firstprivate(n)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: implicit data attributes: firstprivate(n) firstprivate(a) firstprivate(b)
// INFO: kernels.c:{{[0-9]+}}:{{[0-9]+}}: remark: loop partitioned gang(implicit) vector(implicit) -> omp distribute parallel for
