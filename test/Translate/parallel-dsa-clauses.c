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

// Explicit DSAs on 'parallel': firstprivate, private and reduction stay
// explicit; a reduction on the compute construct implies copy.
void dsa_clauses(int n, float *x) {
  int fp = 3, pv, s = 0;
  #pragma acc parallel firstprivate(fp) private(pv) reduction(+:s) copy(x[0:n])
  {
    pv = fp;
    s += pv;
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      x[i] = fp;
  }
}
// GPU-LABEL: void dsa_clauses(int n, float *x) {
// GPU-NEXT: int fp = 3, pv, s = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n], s) firstprivate(fp, n) private(pv) reduction(+: s) shared(x)
// GPU-NEXT: {
// GPU-NEXT: pv = fp;
// GPU-NEXT: s += pv;
// GPU-NEXT: #pragma omp distribute parallel for shared(n, x, fp)
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: x[i] = fp;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void dsa_clauses(int n, float *x) {
// BASE-NEXT: int fp = 3, pv, s = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: x[0:n], s) firstprivate(fp, n) private(pv) reduction(+: s) shared(x)
// BASE-NEXT: {
// BASE-NEXT: pv = fp;
// BASE-NEXT: s += pv;
// BASE-NEXT: #pragma omp distribute
// BASE-NEXT: for (int i = 0; i < n; ++i)
// BASE-NEXT: x[i] = fp;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void dsa_clauses(int n, float *x) {
// MC-NEXT: int fp = 3, pv, s = 0;
// MC-NEXT: #pragma omp parallel firstprivate(fp, n) private(pv) reduction(+: s) shared(x)
// MC-NEXT: {
// MC-NEXT: pv = fp;
// MC-NEXT: s += pv;
// MC-NEXT: #pragma omp for
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: x[i] = fp;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void dsa_clauses(int n, float *x) {
// HOST-NEXT: int fp = 3, pv, s = 0;
// HOST-NEXT: #pragma omp parallel firstprivate(fp, n) private(pv) reduction(+: s) shared(x) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: pv = fp;
// HOST-NEXT: s += pv;
// HOST-NEXT: #pragma omp for
// HOST-NEXT: for (int i = 0; i < n; ++i)
// HOST-NEXT: x[i] = fp;
// HOST-NEXT: }
// HOST-NEXT: }

// Scalar reduction on 'parallel' with no data clause: imp copy (OpenACC 3.3
// L2690) overriding imp firstprivate.
void reduction_implies_copy(int n) {
  int s = 0;
  float m = 0;
  #pragma acc parallel reduction(+:s) reduction(max:m)
  {
    s += n;
    m = n;
  }
}
// GPU-LABEL: void reduction_implies_copy(int n) {
// GPU-NEXT: int s = 0;
// GPU-NEXT: float m = 0;
// GPU-NEXT: #pragma omp target teams map(ompx_hold, tofrom: s, m) reduction(+: s) reduction(max: m) firstprivate(n) num_teams(1)
// GPU-NEXT: {
// GPU-NEXT: s += n;
// GPU-NEXT: m = n;
// GPU-NEXT: }
// GPU-NEXT: }
// BASE-LABEL: void reduction_implies_copy(int n) {
// BASE-NEXT: int s = 0;
// BASE-NEXT: float m = 0;
// BASE-NEXT: #pragma omp target teams map(ompx_hold, tofrom: s, m) reduction(+: s) reduction(max: m) firstprivate(n) num_teams(1)
// BASE-NEXT: {
// BASE-NEXT: s += n;
// BASE-NEXT: m = n;
// BASE-NEXT: }
// BASE-NEXT: }
// MC-LABEL: void reduction_implies_copy(int n) {
// MC-NEXT: int s = 0;
// MC-NEXT: float m = 0;
// MC-NEXT: #pragma omp parallel reduction(+: s) reduction(max: m) firstprivate(n) num_threads(1)
// MC-NEXT: {
// MC-NEXT: s += n;
// MC-NEXT: m = n;
// MC-NEXT: }
// MC-NEXT: }
// HOST-LABEL: void reduction_implies_copy(int n) {
// HOST-NEXT: int s = 0;
// HOST-NEXT: float m = 0;
// HOST-NEXT: #pragma omp parallel reduction(+: s) reduction(max: m) firstprivate(n) num_threads(1)
// HOST-NEXT: {
// HOST-NEXT: s += n;
// HOST-NEXT: m = n;
// HOST-NEXT: }
// HOST-NEXT: }
