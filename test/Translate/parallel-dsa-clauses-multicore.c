// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=PRT-O
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

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
// PRT-O-LABEL: void dsa_clauses(int n, float *x) {
// PRT-O-NEXT: int fp = 3, pv, s = 0;
// PRT-O-NEXT: #pragma omp parallel firstprivate(fp, n) private(pv) reduction(+: s) shared(x)
// PRT-O-NEXT: {
// PRT-O-NEXT: pv = fp;
// PRT-O-NEXT: s += pv;
// PRT-O-NEXT: #pragma omp for
// PRT-O-NEXT: for (int i = 0; i < n; ++i)
// PRT-O-NEXT: x[i] = fp;
// PRT-O-NEXT: }
// PRT-O-NEXT: }

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
// PRT-O-LABEL: void reduction_implies_copy(int n) {
// PRT-O-NEXT: int s = 0;
// PRT-O-NEXT: float m = 0;
// PRT-O-NEXT: #pragma omp parallel reduction(+: s) reduction(max: m) firstprivate(n)
// PRT-O-NEXT: {
// PRT-O-NEXT: s += n;
// PRT-O-NEXT: m = n;
// PRT-O-NEXT: }
// PRT-O-NEXT: }
