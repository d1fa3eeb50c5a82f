// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// init, set and shutdown (OpenACC 3.3 sec. 2.14.1-2.14.3) change what the
// runtime routines answer: set default_async is acc_get_default_async's
// value (and the queue of a bare `async`), set device_num the current device
// number; a device shut down and used again is initialized again; init with
// an `if` whose condition is false does nothing.

#include <openacc.h>
#include <stdio.h>

int main(void) {
  int n = 1000, sum = 0, zero = 0;
  acc_device_t type = acc_get_device_type();
#pragma acc init
#pragma acc init device_num(0) if(zero)
#pragma acc set default_async(5)
  // CHECK: default async: 5
  printf("default async: %d\n", acc_get_default_async());
#pragma acc parallel loop reduction(+ : sum) async
  for (int i = 0; i < n; ++i)
    sum += i;
#pragma acc wait(5)
  // CHECK-NEXT: sum on the default queue: 499500
  printf("sum on the default queue: %d\n", sum);
#pragma acc set device_num(0) device_type(default)
  // CHECK-NEXT: device num: 0, same type: 1
  printf("device num: %d, same type: %d\n", acc_get_device_num(type),
         acc_get_device_type() == type);
#pragma acc set default_async(acc_async_noval)
#pragma acc shutdown
  sum = 0;
#pragma acc parallel loop reduction(+ : sum)
  for (int i = 0; i < n; ++i)
    sum += 2 * i;
  // CHECK-NEXT: sum after shutdown: 999000
  printf("sum after shutdown: %d\n", sum);
  return 0;
}
