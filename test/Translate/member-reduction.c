// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=GPU
// RUN: %accc -acc=host -fopenacc-print=omp %s | FileCheck %s --check-prefix=HOST
// RUN: %accc -acc=gpu -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s --check-prefix=INFO

// A member in a reduction clause is reduced through a local that stands
// for it around the construct (Analysis/MemberReductions.cpp,
// Transform/MemberStandIns.cpp): declared from the member before the
// construct's translation, named in its clauses and region, stored back
// after it; on the GPU the member's device copy (where present) is read
// before and written after, under the construct's `if`. A pointer
// member's subarray reduces its pointee, with no update of the pointer.

struct Stats {
  double sum;
  long count;
  long hist[4];
  double *bins;
};

void f(int n, const double *a, struct Stats *ps, int on) {
  struct Stats s = {0};
  // GPU: {{^ *}}#pragma omp target update from(s.sum) if(on)
  // GPU-NEXT: {{^ *}}double __accc_reduction_s_sum0 = s.sum;
  // GPU-NEXT: {{^ *}}#pragma omp target teams distribute parallel for {{.*}}map(ompx_hold, tofrom: __accc_reduction_s_sum0) reduction(+: __accc_reduction_s_sum0) {{.*}}if(target: on)
  // GPU-NEXT: {{^ *}}for (int i = 0; i < n; i++) __accc_reduction_s_sum0 += a[i];
  // GPU-NEXT: {{^ *}}s.sum = __accc_reduction_s_sum0;
  // GPU-NEXT: {{^ *}}#pragma omp target update to(s.sum) if(on)
  // GPU-NEXT: {{^ *}}}
  // HOST: {{^ *}}double __accc_reduction_s_sum0 = s.sum;
  // HOST-NEXT: {{^ *}}#pragma omp parallel for {{.*}}reduction(+: __accc_reduction_s_sum0)
  // HOST-NEXT: {{^ *}}for (int i = 0; i < n; i++) __accc_reduction_s_sum0 += a[i];
  // HOST-NEXT: {{^ *}}s.sum = __accc_reduction_s_sum0;
  // HOST-NEXT: {{^ *}}}
  // INFO: [[#@LINE+1]]:{{.*}}remark: reduction of member s.sum: through the local __accc_reduction_s_sum0, set from the member before the construct and stored back after it, with the member's device copy where present
  #pragma acc parallel loop reduction(+:s.sum) copyin(a[0:n]) if(on)
  for (int i = 0; i < n; i++) s.sum += a[i];

  // An array member (copied with __builtin_memcpy) through `->`, and a
  // pointer member's subarray.
  // GPU: {{^ *}}#pragma omp target update from(ps->hist)
  // GPU-NEXT: {{^ *}}long __accc_reduction_ps_hist1[4];
  // GPU-NEXT: {{^ *}}__builtin_memcpy(&__accc_reduction_ps_hist1, &(ps->hist), sizeof(__accc_reduction_ps_hist1));
  // GPU-NEXT: {{^ *}}double *__accc_reduction_ps_bins2 = ps->bins;
  // GPU-NEXT: {{^ *}}#pragma omp target teams {{.*}}reduction(+: __accc_reduction_ps_hist1, __accc_reduction_ps_bins2[0:3])
  // GPU-NEXT: {{^ *}}{
  // GPU-NEXT: {{^ *}}#pragma omp distribute parallel for reduction(+: __accc_reduction_ps_hist1, __accc_reduction_ps_bins2[0:3])
  // GPU-NEXT: {{^ *}}for (int i = 0; i < n; i++) { __accc_reduction_ps_hist1[i % 4] += 1; __accc_reduction_ps_bins2[i % 3] += a[i]; }
  // GPU-NEXT: {{^ *}}}
  // GPU-NEXT: {{^ *}}__builtin_memcpy(&(ps->hist), &__accc_reduction_ps_hist1, sizeof(__accc_reduction_ps_hist1));
  // GPU-NEXT: {{^ *}}#pragma omp target update to(ps->hist)
  // GPU-NEXT: {{^ *}}ps->bins = __accc_reduction_ps_bins2;
  // GPU-NEXT: {{^ *}}}
  #pragma acc parallel copyin(a[0:n])
  {
  #pragma acc loop gang vector reduction(+:ps->hist, ps->bins[0:3])
  for (int i = 0; i < n; i++) { ps->hist[i % 4] += 1; ps->bins[i % 3] += a[i]; }
  }

  // A body that is one statement ending in the member: the store back and
  // the closing brace come after the statement's `;`, not inside the
  // renamed member's text (a fuzzing find: "expected '}'").
  // HOST: {{^ *}}long __accc_reduction_s_count3 = s.count;
  // HOST-NEXT: {{^ *}}#pragma omp parallel reduction(+: __accc_reduction_s_count3) {{.*}}num_threads(1)
  // HOST-NEXT: {{^ *}}last = __accc_reduction_s_count3;
  // HOST-NEXT: {{^ *}}s.count = __accc_reduction_s_count3;
  // HOST-NEXT: {{^ *}}}
  long last = 0;
  #pragma acc serial reduction(+:s.count) copy(last)
  last = s.count;
}
