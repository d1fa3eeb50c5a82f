// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP

// A gang loop that writes a gang-private scalar the rest of its compute
// construct reads stays `distribute` on the GPU (LoopPartitioning.cpp rule
// 4): a gang runs its iterations in order and keeps the value the last one
// stored, which threads, each with a copy of its own, lost (GCC's libgomp
// test private-variables.c, local_g_1). A scalar that the code after the
// loop surely stores first is dead: that loop keeps its threads.
#include <stdio.h>

int main(void) {
  int arr[32], out[32];
  for (int i = 0; i < 32; ++i)
    arr[i] = 3;
  // OMP: #pragma omp distribute dist_schedule(static, 1) private(i)
  // OMP: #pragma omp distribute parallel for dist_schedule(static, 1) private(i) shared(arr) firstprivate(x)
  #pragma acc parallel copy(arr) num_gangs(32)
  {
    int x;
    int i;
    #pragma acc loop gang(static:1)
    for (i = 0; i < 32; i++)
      x = i * 2;
    #pragma acc loop gang(static:1)
    for (i = 0; i < 32; i++) {
      if (arr[i] < 0) // never: a store that may not happen
        x = 0;
      arr[i] += x;
    }
  }
  // CHECK: arr 3 5 65
  printf("arr %d %d %d\n", arr[0], arr[1], arr[31]);

  // OMP: #pragma omp distribute parallel for private(i) shared(out) firstprivate(t)
  // OMP: #pragma omp distribute parallel for private(i) shared(out) firstprivate(t)
  #pragma acc parallel copyout(out) num_gangs(4)
  {
    int t = 0;
    #pragma acc loop gang
    for (int i = 0; i < 32; i++) {
      t = i + 1;
      out[i] = t;
    }
    #pragma acc loop gang
    for (int i = 0; i < 32; i++) {
      t = 2 * i;
      out[i] += t;
    }
  }
  // CHECK: out 1 4 94
  printf("out %d %d %d\n", out[0], out[1], out[31]);
  return 0;
}
