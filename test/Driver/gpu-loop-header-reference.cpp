// RUN: %if gpu-compile %{ %accc -acc=gpu -v -c %s -o %t.o -Minfo=accel 2>&1 | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -v -DPLAIN -c %s -o %t.o 2>&1 | FileCheck --check-prefix=PLAIN %s %}

// A partitioned loop whose header binds a reference (`std::max(2, i - n +
// 2)`: a call returning `const int &` of temporaries) is compiled without
// -fopenmp-assume-no-thread-state and -fopenmp-assume-no-nested-parallelism,
// under which clang 22 computed its bounds wrongly on the H100 (the loop did
// nothing; ParRes Kernels' p2p-hyperplane; Driver.cpp, Runner.cpp). Other
// files keep the flags (their speed, docs/performance.md).
// CHECK: remark: a partitioned loop's header binds a reference
// CHECK-NOT: clang++ {{.*}}-fopenmp-assume-no-thread-state
// PLAIN: clang++ {{.*}}-fopenmp-assume-no-thread-state

#include <algorithm>

void sweep(int n, int i, double *grid) {
#ifdef PLAIN
  int lo = i - n + 2 > 2 ? i - n + 2 : 2;
  #pragma acc parallel loop independent present(grid[0:n*n])
  for (int j = lo; j < n; j++)
#else
  #pragma acc parallel loop independent present(grid[0:n*n])
  for (int j = std::max(2, i - n + 2); j < n; j++)
#endif
    grid[j] += 1;
}
