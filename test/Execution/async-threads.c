// RUN: %accc -acc=host %s -o %t.host -lpthread && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc -lpthread && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu -lpthread %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Several host threads run OpenACC directives at once, each on its own
// activity queue (OpenACC 3.3 sec. 2.16: queues are per device; the
// runtime may be called from several host threads): enter data, async
// kernels and updates in queue order, acc_wait and exit data. Each
// thread's results are its own, and every queue is complete at the end.

#include <openacc.h>
#include <pthread.h>
#include <stdio.h>

enum { Threads = 4, Rounds = 20, N = 1 << 16 };
static float A[Threads][N];
static int Bad[Threads];

static void *work(void *Arg) {
  int T = (int)(long)Arg;
  float *a = A[T];
  for (int i = 0; i < N; ++i)
    a[i] = T;
#pragma acc enter data copyin(a[0:N]) async(T)
  for (int R = 0; R < Rounds; ++R) {
#pragma acc parallel loop present(a[0:N]) async(T)
    for (int i = 0; i < N; ++i)
      a[i] += 1;
  }
#pragma acc update self(a[0:N]) async(T)
  acc_wait(T);
  for (int i = 0; i < N; ++i)
    Bad[T] += a[i] != T + Rounds;
  Bad[T] += !acc_async_test(T);
#pragma acc exit data delete(a[0:N])
  return NULL;
}

int main(void) {
  pthread_t Th[Threads];
  for (long T = 0; T < Threads; ++T)
    pthread_create(&Th[T], NULL, work, (void *)T);
  int Total = 0;
  for (int T = 0; T < Threads; ++T) {
    pthread_join(Th[T], NULL);
    Total += Bad[T];
  }
  // CHECK: threads: bad 0
  printf("threads: bad %d\n", Total);
  return 0;
}
