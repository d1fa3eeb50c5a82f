// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// acc_on_device outside and inside compute regions. Outside, the program is
// on the host on every target. Inside, host and multicore are on the host and
// the GPU target is not, so the values printed are only those that hold on
// every target: consistency between the queries and acc_get_device_type.

#include <openacc.h>
#include <stdio.h>

int main(void) {
  // CHECK: outside host 1 not_host 0
  printf("outside host %d not_host %d\n", acc_on_device(acc_device_host),
         acc_on_device(acc_device_not_host));

  acc_device_t type = acc_get_device_type();
  int on_host = type == acc_device_host;
  int num_nv = acc_get_num_devices(acc_device_nvidia);
  // CHECK-NEXT: device type known 1
  printf("device type known %d\n",
         type == acc_device_host || type == acc_device_nvidia);
  // CHECK-NEXT: host devices 1
  printf("host devices %d\n", acc_get_num_devices(acc_device_host) >= 1);

  int r[4] = {-1, -1, -1, -1};
#pragma acc parallel num_gangs(1) copy(r)
  {
    r[0] = acc_on_device(acc_device_host);
    r[1] = acc_on_device(acc_device_not_host);
    r[2] = acc_on_device(acc_device_nvidia);
    r[3] = acc_on_device(acc_device_default) != 0 ||
           acc_on_device(acc_device_default) == 0; // any answer, no crash
  }
  // Exactly one of host / not_host; nvidia implies not_host; the region ran
  // where acc_get_device_type says.
  // CHECK-NEXT: on_device_consistent 1
  printf("on_device_consistent %d\n",
         r[0] + r[1] == 1 && (!r[2] || r[1]) && r[0] == on_host && r[3] == 1 &&
             (on_host || num_nv >= 1));

  // The same inside a parallel loop: every iteration agrees.
  int agree = 0;
#pragma acc parallel loop reduction(+:agree)
  for (int i = 0; i < 1000; ++i)
    agree += acc_on_device(acc_device_host) == on_host;
  // CHECK-NEXT: loop agree 1000
  printf("loop agree %d\n", agree);
  return 0;
}
