// RUN: %accc -acc=gpu -DNO_LONG_DOUBLE -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -DNO_LONG_DOUBLE -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,MC,LD
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=host -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefixes=CHECK,HOST,LD
// RUN: %accc -acc=host -fopenacc-print=acc %s 2>&1 | FileCheck %s --check-prefix=PRT-A
// RUN: %accc -acc=host -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --check-prefix=PRT-AO

// Reductions of C's _Complex types, with `+` and `*` (OpenACC 3.3 sec.
// 2.5.15). clang 22's Sema rejects them ("type is not a scalar value") and
// drops the item; accc parses the source again with those clauses read as
// `private` (Driver/ReductionItems.cpp, LegacySpelling.cpp rule 4) and
// makes them reductions again. OpenMP's own complex reduction would call
// libatomic on the host: accc declares one per type and operator
// (Transform/DeclaredReductions.cpp), and so for `long double`. The
// printed OpenACC is the user's text.

// A product from the parts: `*` would call __mulsc3, which the NVPTX device
// runtime does not have.
// CHECK: {{^}}#pragma omp declare reduction(__accc_red_mul__Complex_float : _Complex float : omp_out = (__real__ omp_out * __real__ omp_in - __imag__ omp_out * __imag__ omp_in) + (__real__ omp_out * __imag__ omp_in + __imag__ omp_out * __real__ omp_in) * 1.0fi) initializer(omp_priv = 1)
// CHECK-NEXT: {{^}}#pragma omp declare reduction(__accc_red_add__Complex_double : _Complex double : omp_out += omp_in) initializer(omp_priv = 0)
// CHECK-NEXT: {{^}}double sums(
double sums(int n, const double *a, _Complex double *h) {
  _Complex double z = 0;
  _Complex float p = 1;
  double s = 0;
  // A clause that holds a complex item and a scalar, over two lines; the
  // OpenACC print keeps the text.
#pragma acc parallel loop reduction(+:s, z) copyin(a[0:n]) \
    reduction(*:p)
  for (int i = 0; i < n; ++i) {
    s += a[i];
    z += a[i] * 1.0i;
    p *= 1.0if;
  }
  // GPU: #pragma omp target teams distribute parallel for map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: s, z, p) reduction(+: s) reduction(__accc_red_add__Complex_double: z) reduction(__accc_red_mul__Complex_float: p) firstprivate(n) shared(a)
  // MC: #pragma omp parallel for reduction(+: s) reduction(__accc_red_add__Complex_double: z) reduction(__accc_red_mul__Complex_float: p) firstprivate(n) shared(a)
  // HOST: #pragma omp parallel for reduction(+: s) reduction(__accc_red_add__Complex_double: z) reduction(__accc_red_mul__Complex_float: p) firstprivate(n) shared(a) num_threads(1)
  // PRT-A: #pragma acc parallel loop reduction(+:s, z) copyin(a[0:n]) \
  // PRT-A-NEXT: reduction(*:p)
  // PRT-AO: #pragma acc parallel loop reduction(+:s, z) copyin(a[0:n]) \
  // PRT-AO-NEXT: reduction(*:p)
  // PRT-AO-NEXT: // #pragma omp parallel for reduction(+: s) reduction(__accc_red_add__Complex_double: z)

  // A subarray of complex numbers, on a gang loop; `-` is read as `+`
  // (rule 3) before the clause is read as `private` (rule 4).
#pragma acc parallel copy(h[0:4])
  {
#pragma acc loop gang reduction(-:h[0:4])
    for (int i = 0; i < n; ++i)
      h[i % 4] -= a[i];
  }
  // GPU: #pragma omp target teams map(ompx_hold, tofrom: h[0:4]) reduction(__accc_red_add__Complex_double: h[0:4])
  // GPU: #pragma omp distribute parallel for reduction(__accc_red_add__Complex_double: h[0:4])
  // MC: #pragma omp parallel reduction(__accc_red_add__Complex_double: h[0:4])
  // PRT-A: #pragma acc loop gang reduction(+:h[0:4])
  // PRT-A: warning: 'reduction(-:...)' read as 'reduction(+:...)'
  return s + __real__ z + __imag__ p;
}

#ifndef NO_LONG_DOUBLE
// LD: {{^}}#pragma omp declare reduction(__accc_red_add_long_double : long double : omp_out += omp_in) initializer(omp_priv = 0)
// LD-NEXT: {{^}}#pragma omp declare reduction(__accc_red_add__Complex_long_double : _Complex long double : omp_out += omp_in) initializer(omp_priv = 0)
// LD-NEXT: {{^}}long double wide(
long double wide(int n) {
  _Complex long double z = 0;
  long double s = 0;
#pragma acc parallel loop reduction(+:z, s)
  for (int i = 0; i < n; ++i) {
    z += 1.0il;
    s += i;
  }
  // LD: reduction(__accc_red_add__Complex_long_double: z) reduction(__accc_red_add_long_double: s)
  return __imag__ z + s;
}
#endif

// A compute construct's reduction implies the loop's (Reductions.cpp rule
// 5); a kernels loop's, found by the dependence analysis, is declared too.
// CHECK-LABEL: void implied(
void implied(int n, const double *a, _Complex double *out) {
  _Complex double z = 0, k = 0;
#pragma acc parallel reduction(+:z) copyin(a[0:n])
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      z += a[i];
  }
  // GPU: #pragma omp target teams map(ompx_hold, to: a[0:n]) map(ompx_hold, tofrom: z) reduction(__accc_red_add__Complex_double: z)
  // GPU: #pragma omp distribute parallel for {{.*}}reduction(__accc_red_add__Complex_double: z)
#pragma acc kernels copyin(a[0:n])
  for (int i = 0; i < n; ++i)
    k += a[i];
  // GPU: #pragma omp target teams distribute parallel for {{.*}}reduction(__accc_red_add__Complex_double: k)
  // MC: #pragma omp parallel for {{.*}}reduction(__accc_red_add__Complex_double: k)
  out[0] = z + k;
}

// An item that a macro names: rewritten where the macro is used.
#define TOTAL t
// CHECK-LABEL: double named(
double named(int n) {
  _Complex double t = 0;
#pragma acc parallel loop reduction(+:TOTAL)
  for (int i = 0; i < n; ++i)
    t += 1.0i;
  // MC: #pragma omp parallel for reduction(__accc_red_add__Complex_double: TOTAL) firstprivate(n)
  // PRT-A: #pragma acc parallel loop reduction(+:TOTAL)
  return __imag__ t;
}
