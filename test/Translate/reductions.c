// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=BASE
// RUN: %accc -acc=gpu -acc-mapping=base -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=HOST
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// One OpenACC source, printed with -fopenacc-print=omp for every target; the
// check prefix names the target: GPU for -acc=gpu (default threads mapping),
// BASE for -acc=gpu -acc-mapping=base (the seed's gang/worker/vector ->
// distribute/parallel for/simd), MC for -acc=multicore, HOST for -acc=host.
// Each target's output is also compiled with clang -fopenmp (-fsyntax-only).

// A gang reduction of a gang-private variable (declared in the construct or
// exp firstprivate) is trivial and discarded; worker/vector parts stay.
void trivial(int n, float *x) {
  int t = 0;
  #pragma acc parallel firstprivate(t) copy(x[0:n])
  {
    int q = 0;
    #pragma acc loop gang reduction(+:q)
    for (int i = 0; i < n; ++i)
      q += i;
    #pragma acc loop gang worker reduction(+:t)
    for (int i = 0; i < n; ++i)
      t += i;
    x[0] = q + t;
  }
}
// GPU-LABEL: void trivial(int n, float *x) {
// GPU-NEXT: int t = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(t, n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: int q = 0;
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: q) shared(n)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: q += i;
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: t) shared(n)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: t += i;
// GPU-NEXT: x[0] = q + t;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void trivial(int n, float *x) {
// BASE-NEXT: int t = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n]) firstprivate(t, n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: int q = 0;
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: q += i;
// BASE-NEXT: #pragma omp distribute parallel for reduction(+: t) shared(n)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: t += i;
// BASE-NEXT: x[0] = q + t;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void trivial(int n, float *x) {
// MC-NEXT: int t = 0;
// MC-NEXT: #pragma omp parallel firstprivate(t, n) shared(x)
// MC-NEXT: {
// MC-NEXT: int q = 0;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: q += i;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: t += i;
// MC-NEXT: x[0] = q + t;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void trivial(int n, float *x) {
// HOST-NEXT: int t = 0;
// HOST-NEXT: #pragma omp parallel firstprivate(t, n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: int q = 0;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: q += i;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: t += i;
// HOST-NEXT: x[0] = q + t;
// HOST-NEXT: }
// HOST-NEXT: }

// A gang loop reduction of a variable that is imp firstprivate becomes imp
// copy and imp reduction on 'parallel' (seed 000, "Reductions" rule 3).
void promoted(int n, float *x) {
  int s = 0;
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += x[i];
  }
}
// GPU-LABEL: void promoted(int n, float *x) {
// GPU-NEXT: int s = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x) num_teams((n) > 1073152 ? 132 : (n) > 0 ? ((n) + 8191) / 8192 : 1) thread_limit(1024)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: s) shared(n, x) dist_schedule(static) schedule(static, 8)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: s += x[i];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void promoted(int n, float *x) {
// BASE-NEXT: int s = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: s += x[i];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void promoted(int n, float *x) {
// MC-NEXT: int s = 0;
// MC-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: s += x[i];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void promoted(int n, float *x) {
// HOST-NEXT: int s = 0;
// HOST-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: s += x[i];
// HOST-NEXT: }
// HOST-NEXT: }

// A loop reduction of a gang-shared variable (exp copy) becomes imp reduction
// on 'parallel', even on a worker loop.
void gang_shared(int n, float *x) {
  float m = 0;
  #pragma acc parallel copy(m) copyin(x[0:n])
  {
    #pragma acc loop worker reduction(max:m)
    for (int i = 0; i < n; ++i)
      m = m > x[i] ? m : x[i];
  }
}
// GPU-LABEL: void gang_shared(int n, float *x) {
// GPU-NEXT: float m = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: m) map(ompx_hold, to: x[0:n]) reduction(max: m) firstprivate(n) shared(x) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp parallel for reduction(max: m) shared(n, x) schedule(static, 8)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: m = m > x[i] ? m : x[i];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void gang_shared(int n, float *x) {
// BASE-NEXT: float m = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: m) map(ompx_hold, to: x[0:n]) reduction(max: m) firstprivate(n) shared(x) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp parallel for reduction(max: m) shared(n, x)
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: m = m > x[i] ? m : x[i];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void gang_shared(int n, float *x) {
// MC-NEXT: float m = 0;
// MC-NEXT: #pragma omp parallel reduction(max: m) firstprivate(n) shared(x) num_threads(1)
// MC-NEXT: {
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: m = m > x[i] ? m : x[i];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void gang_shared(int n, float *x) {
// HOST-NEXT: float m = 0;
// HOST-NEXT: #pragma omp parallel reduction(max: m) firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: m = m > x[i] ? m : x[i];
// HOST-NEXT: }
// HOST-NEXT: }

// A sequential loop reduction of a gang-private variable is discarded.
void seq_trivial(int n) {
  int u = 1;
  #pragma acc parallel
  {
    #pragma acc loop seq reduction(*:u)
    for (int i = 1; i < n; ++i)
      u *= i;
  }
}
// GPU-LABEL: void seq_trivial(int n) {
// GPU-NEXT: int u = 1;
// GPU-NEXT: #pragma omp target teams firstprivate(u, n) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: for (int i = 1; i < n; ++i)
// GPU-NEXT: u *= i;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void seq_trivial(int n) {
// BASE-NEXT: int u = 1;
// BASE-NEXT: #pragma omp target teams firstprivate(u, n) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: for (int i = 1; i < n; ++i)
// BASE-NEXT: u *= i;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void seq_trivial(int n) {
// MC-NEXT: int u = 1;
// MC-NEXT: #pragma omp parallel firstprivate(u, n) num_threads(1)
// MC-NEXT: {
// MC-NEXT: for (int i = 1; i < n; ++i)
// MC-NEXT: u *= i;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void seq_trivial(int n) {
// HOST-NEXT: int u = 1;
// HOST-NEXT: #pragma omp parallel firstprivate(u, n) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: for (int i = 1; i < n; ++i)
// HOST-NEXT: u *= i;
// HOST-NEXT: }
// HOST-NEXT: }

// Sibling gang loops reducing one variable with one operator.
void siblings(int n, float *x) {
  int s = 0;
  #pragma acc parallel copyin(x[0:n])
  {
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += x[i];
    #pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += 2 * x[i];
  }
}
// GPU-LABEL: void siblings(int n, float *x) {
// GPU-NEXT: int s = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x)
// GPU-NEXT: {
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: s) shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: s += x[i];
// GPU-NEXT: #pragma omp distribute parallel for reduction(+: s) shared(n, x)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: s += 2 * x[i];
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void siblings(int n, float *x) {
// BASE-NEXT: int s = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, to: x[0:n]) map(ompx_hold, tofrom: s) reduction(+: s) firstprivate(n) shared(x)
// BASE-NEXT: {
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: s += x[i];
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: s += 2 * x[i];
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void siblings(int n, float *x) {
// MC-NEXT: int s = 0;
// MC-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x)
// MC-NEXT: {
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: s += x[i];
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: s += 2 * x[i];
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void siblings(int n, float *x) {
// HOST-NEXT: int s = 0;
// HOST-NEXT: #pragma omp parallel reduction(+: s) firstprivate(n) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: s += x[i];
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: s += 2 * x[i];
// HOST-NEXT: }
// HOST-NEXT: }
