// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^//' | FileCheck %s --check-prefix=OMP

// A member reduced by a construct with `async` (Transform/MemberStandIns.cpp
// rule 4): the local that stands for it is stored back once the host has
// waited for its queued work, so the member holds the sum after `wait`;
// the second construct on the queue runs after the first.

#include <stdio.h>

struct Stats {
  int count;
  double sum;
};

int main(void) {
  int n = 100000;
  double a[1000];
  for (int i = 0; i < 1000; ++i)
    a[i] = i;
  struct Stats st = {0, 0.5};
  struct Stats *ps = &st;
#pragma acc data copyin(a)
  {
#pragma acc parallel loop reduction(+:st.sum) async(1)
    for (int i = 0; i < n; ++i)
      st.sum += a[i % 1000];
#pragma acc parallel loop reduction(+:ps->count) async(1)
    for (int i = 0; i < n; ++i)
      ps->count += 1;
#pragma acc wait(1)
  }
  // CHECK: count 100000 sum 49950000.5
  printf("count %d sum %.1f\n", st.count, st.sum);
  return 0;
}

// OMP: #pragma omp target teams distribute parallel for {{.*}}reduction(+: __accc_reduction_st_sum0){{.*}} nowait
// OMP: #pragma omp taskwait
// OMP-NEXT: st.sum = __accc_reduction_st_sum0;
