/* api-user.c - host code that calls the OpenACC runtime API, compiled by
   the system's compiler and linked with libacc through accc::acc. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_set_device_type(acc_device_host);
  printf("api-user: device type host: %d, host devices: %d\n",
         acc_get_device_type() == acc_device_host,
         acc_get_num_devices(acc_device_host));
  return 0;
}
