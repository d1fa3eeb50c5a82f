// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ %t.gpu | FileCheck %s %}

// The _async data routines (OpenACC 3.3, sec. 3.2.18 - 3.2.20, 3.2.26 -
// 3.2.29) run on their activity queue: in order with the constructs on that
// queue, and without the host waiting for the queue's earlier work.
// acc_copyin_async maps the data before it returns (present at once); only
// the copy waits for the queue. Without a GPU the routines move nothing (the
// host device shares the host's memory) but keep their place on the queue.

#include <openacc.h>
#include <stdio.h>
#include <time.h>

#define N 4096

static double now(void) {
  struct timespec T;
  clock_gettime(CLOCK_MONOTONIC, &T);
  return T.tv_sec + 1e-9 * T.tv_nsec;
}

int main(void) {
  static float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = c[i] = (float)i;

  // Order on one queue: copyin, kernel, copyout, all async(1).
  acc_copyin_async(a, sizeof a, 1);
  // CHECK: present after acc_copyin_async: 1
  printf("present after acc_copyin_async: %d\n", acc_is_present(a, sizeof a));
#pragma acc parallel loop present(a[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    a[i] = 3 * a[i];
  acc_copyout_async(a, sizeof a, 1);
  acc_wait(1);
  int Ok = 1;
  for (int i = 0; i < N; ++i)
    Ok = Ok && a[i] == 3.0f * i;
  // The host device shares the host's memory: everything is present there.
  int OnGpu = acc_get_device_type() == acc_device_nvidia;
  // CHECK: copyin, kernel, copyout in order: 1, gone: 1
  printf("copyin, kernel, copyout in order: %d, gone: %d\n", Ok,
         !OnGpu || !acc_is_present(a, sizeof a));

  // Updates and memcpy on a queue behind a long kernel: the calls return
  // while the kernel runs, and the data they move is the kernel's.
  acc_create(b, sizeof b);
  acc_copyin(c, sizeof c);
  float *DevB = (float *)acc_deviceptr(b);
  double T0 = now();
#pragma acc parallel num_gangs(1) present(b[0:N]) async(2)
  {
    // About 0.5 s on the GPU or a host core.
    for (long k = 0; k < 400000000L && b[0] >= 0; ++k)
      b[1] += 1e-9f;
    b[0] = -5;
  }
  acc_update_self_async(b, sizeof b, 2);
  acc_memcpy_from_device_async(c, DevB, sizeof(float), 2);
  double Returned = now() - T0;
  int Pending = !acc_async_test(2);
  acc_wait(2);
  double Done = now() - T0;
  // On the GPU the routines return long before the queue is done, which
  // tests incomplete meanwhile. (-acc=host runs the kernel at its
  // construct, and without a GPU the -acc=gpu binary runs it as a task of
  // the host: either conforms.)
  int Overlap = !OnGpu || (Returned < 0.25 * Done && Pending);
  fprintf(stderr, "routines returned after %.3f ms, queue done after %.3f ms\n",
          Returned * 1e3, Done * 1e3);
  // CHECK: update and memcpy on queue 2: -5 -5, host not blocked: 1
  printf("update and memcpy on queue 2: %g %g, host not blocked: %d\n", b[0],
         c[0], Overlap);

  // acc_update_device_async and acc_memcpy_to_device_async feed a kernel on
  // the same queue; acc_delete_async ends the data's lifetime after it.
  for (int i = 0; i < N; ++i)
    c[i] = 1;
  float One = 7;
  acc_update_device_async(c, sizeof c, 3);
  acc_memcpy_to_device_async(acc_deviceptr(c), &One, sizeof One, 3);
#pragma acc parallel loop present(b[0:N], c[0:N]) async(3)
  for (int i = 0; i < N; ++i)
    b[i] = c[i] + c[0];
  acc_update_self_async(b, sizeof b, 3);
  acc_delete_async(b, sizeof b, 3);
  acc_delete_async(c, sizeof c, 3);
  acc_wait(3);
  // CHECK: update and memcpy to the device: 14 8 8, deleted: 1
  printf("update and memcpy to the device: %g %g %g, deleted: %d\n", b[0],
         b[1], b[N - 1],
         !OnGpu || (!acc_is_present(b, sizeof b) && !acc_is_present(c, sizeof c)));
  return 0;
}
